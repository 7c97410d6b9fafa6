// Understands short replies ("ok", "I don't know", "はい", "iets anders") so a conversation can continue on them.
import type { Language } from '@groeipad/domain';
import { contentFor, keywordsFor } from './content';
import { isSubstringLanguage, normalise, tokenise } from './text';

export const INTENTS = [
  'yes',
  'no',
  'dontKnow',
  'thanks',
  'wrapUp',
  'newDirection',
  'greeting',
] as const;
export type ShortIntent = (typeof INTENTS)[number];
/** 'answer' is anything with content of its own. */
export type Intent = ShortIntent | 'answer';

/** Longer messages carry their own content even when they start with "yes" or "no". */
const SHORT_WORDS = 6;
const SHORT_CHARS = 14;

function flatten(text: string, language: Language): string {
  const normalised = normalise(text, language);
  if (isSubstringLanguage(language)) return normalised.replace(/[\p{P}\p{S}]/gu, '');
  const words = tokenise(normalised, []).filter((token) => token !== '|');
  return words.join(' ');
}

export function isShortMessage(text: string, language: Language): boolean {
  const flat = flatten(text, language);
  if (isSubstringLanguage(language)) return flat.length <= SHORT_CHARS;
  return flat.split(' ').filter(Boolean).length <= SHORT_WORDS;
}

function contains(message: string, phrase: string, language: Language): boolean {
  if (!phrase) return false;
  if (isSubstringLanguage(language)) return message.includes(phrase);
  return ` ${message} `.includes(` ${phrase} `);
}

/** Ja/ko: the phrase must be most of the message ("はい" yes, not "はい、上司が…"). */
const SUBSTRING_COVER = 0.4;

/** True when what is left besides the phrase is only filler ("yes, let's" but not "yes, my boss"). */
function coversMessage(message: string, phrase: string, language: Language): boolean {
  if (isSubstringLanguage(language)) return phrase.length / message.length >= SUBSTRING_COVER;
  const rest = ` ${message} `.replace(` ${phrase} `, ' ').trim();
  if (!rest) return true;
  const { stopwords } = keywordsFor(language);
  return rest.split(' ').every((word) => stopwords.has(word) || fillers(language).has(word));
}

const fillerCache = new Map<Language, ReadonlySet<string>>();

/** Every word that appears in some reply phrase counts as filler next to another reply phrase. */
function fillers(language: Language): ReadonlySet<string> {
  const cached = fillerCache.get(language);
  if (cached) return cached;
  const { replies } = contentFor(language);
  const words = new Set(
    INTENTS.flatMap((intent) =>
      replies[intent].flatMap((phrase) => flatten(phrase, language).split(' ')),
    ),
  );
  fillerCache.set(language, words);
  return words;
}

/** The intent whose phrase covers a short message; 'answer' for anything with content of its own. */
export function classifyIntent(text: string, language: Language): Intent {
  if (!isShortMessage(text, language)) return 'answer';
  const message = flatten(text, language);
  if (!message) return 'greeting';
  const { replies } = contentFor(language);
  let found: { intent: ShortIntent; phrase: string } | null = null;
  for (const intent of INTENTS) {
    for (const phrase of replies[intent]) {
      const flat = flatten(phrase, language);
      if ((!found || flat.length > found.phrase.length) && contains(message, flat, language))
        found = { intent, phrase: flat };
    }
  }
  if (!found) return 'answer';
  return coversMessage(message, found.phrase, language) ? found.intent : 'answer';
}
