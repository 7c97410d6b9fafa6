// Splits text into search terms: folded and stemmed words, CJK runs as whole tokens plus bigrams.
import { CJK_RUNS, foldText, HAS_CJK } from './normalize';

/**
 * The index terms of one folded word: its stem first, then any extra forms to index (a Dutch or German
 * participle without its ge-). Languages without a stemmer return the word itself.
 */
export type WordTerms = (word: string) => readonly string[];

/** One search term and where it came from in the original text (for snippets and highlighting). */
export type Token = { term: string; surface: string; start: number };

/** A stretch of text that becomes one query unit: a word, or a run of CJK characters. */
export type Segment = { text: string; start: number; cjk: boolean };

const WORD_RUN = /[\p{L}\p{N}\p{M}]+/gu;
const DIGIT = /\p{N}/u;

/** Words and CJK runs in order; 'iPhoneを買った' gives 'iPhone' and 'を買った'. */
export function segments(text: string): Segment[] {
  const result: Segment[] = [];
  for (const run of text.matchAll(WORD_RUN)) {
    const word = run[0];
    if (!HAS_CJK.test(word)) {
      result.push({ text: word, start: run.index, cjk: false });
      continue;
    }
    let last = 0;
    for (const cjk of word.matchAll(CJK_RUNS)) {
      if (cjk.index > last) {
        result.push({ text: word.slice(last, cjk.index), start: run.index + last, cjk: false });
      }
      result.push({ text: cjk[0], start: run.index + cjk.index, cjk: true });
      last = cjk.index + cjk[0].length;
    }
    if (last < word.length) {
      result.push({ text: word.slice(last), start: run.index + last, cjk: false });
    }
  }
  return result;
}

/**
 * The terms of one segment. A word: its stem, then extra forms. CJK: the whole run first, then its
 * bigrams (when it has 3+ characters).
 */
export function segmentTokens(segment: Segment, wordTerms: WordTerms): Token[] {
  const folded = foldText(segment.text);
  if (!segment.cjk) {
    // Single letters (French l', English s) only add noise; single digits are kept.
    if (folded.length < 2 && !DIGIT.test(folded)) return [];
    const terms = DIGIT.test(folded) ? [folded] : wordTerms(folded);
    return terms.map((term) => ({ term, surface: segment.text, start: segment.start }));
  }
  const tokens: Token[] = [{ term: folded, surface: segment.text, start: segment.start }];
  const chars = Array.from(folded);
  if (chars.length < 3) return tokens;
  // Folding can merge characters (half-width 'ｶﾞ' -> 'ガ'); then the bigrams point at the run's start.
  const original = Array.from(segment.text);
  const aligned = original.length === chars.length;
  let offset = segment.start;
  for (let i = 0; i + 1 < chars.length; i += 1) {
    const term = `${chars[i] ?? ''}${chars[i + 1] ?? ''}`;
    const surface = aligned ? `${original[i] ?? ''}${original[i + 1] ?? ''}` : term;
    tokens.push({ term, surface, start: aligned ? offset : segment.start });
    offset += original[i]?.length ?? 0;
  }
  return tokens;
}

/** All terms of a text, in order. */
export function tokenize(text: string, wordTerms: WordTerms): Token[] {
  return segments(text).flatMap((segment) => segmentTokens(segment, wordTerms));
}
