// Schema of the editable phrase files (content/safety/<lang>.json) and their one-time compilation to RegExps.
import { supportedLanguages, type Language } from '@groeipad/domain';
import { z } from 'zod';
import { normalizeFor, unspacedLanguages } from './normalize';
import { phraseToSource, viewLetter } from './phrase-syntax';
import { crisisCategories, type CrisisCategory } from './types';

const phraseList = z.array(z.string().trim().min(1)).default([]);
const categoryLists = z
  .object({
    suicide: phraseList,
    self_harm: phraseList,
    harm_to_others: phraseList,
    abuse: phraseList,
  })
  .strict();

export const lexiconFileSchema = z
  .object({
    language: z.enum(supportedLanguages),
    /** Free text for editors; ignored by the code. */
    notes: z.union([z.string(), z.array(z.string())]).optional(),
    /** canonical spelling -> other ways people type it ("niet": ["nie", "ni"]). */
    variants: z.record(z.string(), z.array(z.string().trim().min(1))).default({}),
    crisis: categoryLists,
    concern: categoryLists,
    idioms: phraseList,
    past: phraseList,
    recovered: phraseList,
    relapse: phraseList,
  })
  .strict();
export type LexiconFile = z.input<typeof lexiconFileSchema>;

export type CompiledPhrase = { phrase: string; source: string };
/** `any` is all phrases in one RegExp; single phrases are only turned into RegExps to explain. */
export type CompiledList = { any: RegExp | null; phrases: CompiledPhrase[] };
export type CompiledLexicon = {
  language: Language;
  /** The message in this language's matching form, variants folded, idioms not yet removed. */
  view: (text: string) => string;
  crisis: Record<CrisisCategory, CompiledList>;
  concern: Record<CrisisCategory, CompiledList>;
  /** Global RegExp of all idioms, or null. */
  idioms: RegExp | null;
  past: CompiledList;
  recovered: CompiledList;
  relapse: CompiledList;
};

function variantFolder(
  language: Language,
  variants: Record<string, string[]>,
): (text: string) => string {
  const canonicalOf = new Map<string, string>();
  for (const [canonical, spellings] of Object.entries(variants)) {
    const target = normalizeFor(canonical, language);
    for (const spelling of spellings) canonicalOf.set(normalizeFor(spelling, language), target);
  }
  canonicalOf.delete('');
  if (canonicalOf.size === 0) return (text) => text;
  const alternatives = [...canonicalOf.keys()]
    .sort((a, b) => b.length - a.length)
    .map((v) => v.replace(/[.*+?^${}()|[\]\\/-]/gu, '\\$&'))
    .join('|');
  const regex = unspacedLanguages.has(language)
    ? new RegExp(`(?:${alternatives})`, 'gu')
    : new RegExp(`(?<!${viewLetter})(?:${alternatives})(?!${viewLetter})`, 'gu');
  return (text) => text.replace(regex, (match) => canonicalOf.get(match) ?? match);
}

function compileList(
  phrases: string[],
  language: Language,
  normalizeWord: (text: string) => string,
): CompiledList {
  const compiled = phrases.map((phrase) => ({
    phrase,
    source: phraseToSource(phrase, language, normalizeWord),
  }));
  const any = compiled.length
    ? new RegExp(compiled.map((c) => `(?:${c.source})`).join('|'), 'u')
    : null;
  return { any, phrases: compiled };
}

function compileCategories(
  lists: Record<CrisisCategory, string[]>,
  language: Language,
  normalizeWord: (text: string) => string,
): Record<CrisisCategory, CompiledList> {
  const entries = crisisCategories.map(
    (category) => [category, compileList(lists[category], language, normalizeWord)] as const,
  );
  return Object.fromEntries(entries) as Record<CrisisCategory, CompiledList>;
}

/** Validates one phrase file and compiles it. Throws with the file's language on bad data. */
export function compileLexicon(file: unknown): CompiledLexicon {
  const data = lexiconFileSchema.parse(file);
  const { language } = data;
  const fold = variantFolder(language, data.variants);
  // The trailing "." lets "#" (end of sentence) match at the end of the message as well.
  const end = unspacedLanguages.has(language) ? '.' : ' .';
  // Phrase pieces repeat a lot ("mijn", "(ik|k)"), so their normal form is computed once.
  const pieces = new Map<string, string>();
  const normalizePiece = (text: string): string => {
    let normal = pieces.get(text);
    if (normal === undefined) {
      normal = fold(normalizeFor(text, language));
      pieces.set(text, normal);
    }
    return normal;
  };
  const normalizeWord = (text: string): string => fold(normalizeFor(text, language));
  try {
    const idioms = compileList(data.idioms, language, normalizePiece);
    return {
      language,
      view: (text) => normalizeWord(text) + end,
      crisis: compileCategories(data.crisis, language, normalizePiece),
      concern: compileCategories(data.concern, language, normalizePiece),
      idioms: idioms.any ? new RegExp(idioms.any.source, 'gu') : null,
      past: compileList(data.past, language, normalizePiece),
      recovered: compileList(data.recovered, language, normalizePiece),
      relapse: compileList(data.relapse, language, normalizePiece),
    };
  } catch (error) {
    throw new Error(`content/safety/${language}.json: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
