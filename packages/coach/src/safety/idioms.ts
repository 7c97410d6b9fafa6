// Idiom removal shared by the phrase scan and the crisis model: both must see "killing me" cut out.
import type { CompiledLexicon } from './lexicon';
import { crisisLexicons } from './lexicons';
import { unspacedLanguages } from './normalize';
import { cutPhrases } from './phrase-list';

/**
 * Idioms are cut out first ("I'm dying to see it"), and each cut is marked with "_" so that a
 * phrase cannot join the words on either side of it. An idiom is harmless whichever language's
 * list it is on ("prevención del suicidio" must not trip the Dutch "suicid*"), so the idioms of
 * every language written the same way (with or without spaces) are applied.
 */
export function withoutIdioms(
  lexicon: CompiledLexicon,
  all: CompiledLexicon[],
  text: string,
): string {
  let view = lexicon.view(text);
  const spaced = !unspacedLanguages.has(lexicon.language);
  for (const other of all) {
    if (other.idioms && !unspacedLanguages.has(other.language) === spaced) {
      view = cutPhrases(other.idioms, view, '_');
    }
  }
  return view;
}

const eastAsian = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * The language whose idiom-free view the crisis model reads: Japanese (unspaced, kana folded, the
 * Japanese and Korean idioms cut) for East Asian script, English (the idioms of all five spaced
 * languages cut) otherwise. One view keeps the model to one scan per message.
 */
export function modelViewLanguage(text: string): 'ja' | 'en' {
  return eastAsian.test(text) ? 'ja' : 'en';
}

/** The idiom-free text the crisis model scores (see modelViewLanguage). */
export function modelView(text: string): string {
  const all = crisisLexicons();
  const language = modelViewLanguage(text);
  const lexicon = all.find((l) => l.language === language);
  return lexicon ? withoutIdioms(lexicon, all, text) : text;
}
