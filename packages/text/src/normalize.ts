// Text folding shared by indexing, querying and language guessing: lower case, NFKD, no accents.

const ASCII = /^\p{ASCII}*$/u;
// The combining-mark blocks used for accents on Latin, Greek and Cyrillic letters. Kana voicing marks
// (U+3099/U+309A) are not in them, so 'が' keeps its dakuten and stays distinct from 'か'.
// eslint-disable-next-line no-misleading-character-class -- ranges of lone combining marks, on purpose
const DIACRITICS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;

/**
 * Folds text for matching: 'Financiën' -> 'financien', full-width 'Ａ' -> 'a', 'ﬁ' -> 'fi'. Lower case
 * first so 'İ' loses its dot too; NFC at the end rebuilds Hangul syllables and voiced kana that NFKD
 * took apart.
 */
export function foldText(text: string): string {
  // Most words are plain ASCII; they only need lower case (and this keeps indexing fast).
  if (ASCII.test(text)) return text.toLowerCase();
  return text.toLowerCase().normalize('NFKD').replace(DIACRITICS, '').normalize('NFC');
}

/** The language part of a locale: 'nl-BE' -> 'nl', ' EN_us ' -> 'en'. */
export function baseLanguage(locale: string): string {
  return locale.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

// Scripts written without spaces between words (or, for Hangul, with particles glued on) are searched
// by character bigrams. Script_Extensions puts 'ー' with the kana and '々' with Han.
const CJK = '\\p{scx=Han}\\p{scx=Hiragana}\\p{scx=Katakana}\\p{scx=Hangul}';
const CJK_START = new RegExp(`^[${CJK}]`, 'u');
export const HAS_CJK = new RegExp(`[${CJK}]`, 'u');
/** Runs of CJK characters; global, so only use it with matchAll (which copies it). */
export const CJK_RUNS = new RegExp(`[${CJK}]+`, 'gu');

/** True when the term is CJK; terms never mix scripts (see tokenize.ts). */
export function isCjkTerm(term: string): boolean {
  return CJK_START.test(term);
}
