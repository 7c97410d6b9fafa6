// Guesses the language of a text from its script and its function words; no data files, no network.
import { FUNCTION_WORDS, GUESSED_LANGUAGES } from './function-words';
import { foldText } from './normalize';

const KANA = /[\p{sc=Hiragana}\p{sc=Katakana}]/gu;
const HANGUL = /\p{sc=Hangul}/gu;
const HAN = /\p{sc=Han}/gu;
const LETTER = /\p{L}/gu;
// Apostrophes split: "c'était" gives 'c' and 'etait'.
const WORD = /\p{L}+/gu;

// Below these there is too little to go on.
const MIN_WORDS = 3;
const MIN_HITS = 2;
// The winner needs this many times the runner-up's hits.
const MARGIN = 1.5;

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

function guessCjk(text: string, fallback: string): string | null {
  const kana = count(text, KANA);
  const hangul = count(text, HANGUL);
  const cjk = kana + hangul + count(text, HAN);
  if (cjk === 0 || cjk < count(text, LETTER) * 0.3) return null;
  if (hangul > kana) return 'ko';
  if (kana > 0) return 'ja';
  // Han characters alone could be Chinese or Japanese.
  return fallback;
}

/**
 * nl, en, de, es or fr by counting frequent function words; 'ja' for kana, 'ko' for Hangul. Returns
 * `fallback` for short or unclear text and for Han-only text.
 */
export function guessLanguage(text: string, fallback: string): string {
  const cjk = guessCjk(text, fallback);
  if (cjk !== null) return cjk;
  const words = foldText(text).match(WORD) ?? [];
  if (words.length < MIN_WORDS) return fallback;
  const scores = GUESSED_LANGUAGES.map((language) => ({
    language,
    hits: words.filter((word) => FUNCTION_WORDS[language].has(word)).length,
  })).sort((a, b) => b.hits - a.hits);
  const [best, second] = scores;
  if (!best || best.hits < MIN_HITS) return fallback;
  if (second && best.hits < second.hits * MARGIN) return fallback;
  return best.language;
}
