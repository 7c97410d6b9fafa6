// The highlight of a period: one short sentence from the user's own entry on their best-feeling day.
import type { InsightEntry, RewindHighlight } from './types';

/** Shorter than this says too little to remember the day by ("Moe."). */
export const MIN_QUOTE_CHARS = 12;
export const MAX_QUOTE_CHARS = 160;

const SENTENCE_END = /(?<=[.!?…])\s+|(?<=[。！？])|\n+/u;
const LIST_MARK = /^\s*(?:[#>*-]+|\d+[.)])\s*/u;

function sentencesOf(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((part) => part.replace(LIST_MARK, '').replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '');
}

/** At most MAX_QUOTE_CHARS, cut at a word when the language has spaces, with an ellipsis. */
export function shortenQuote(sentence: string): string {
  const chars = [...sentence];
  if (chars.length <= MAX_QUOTE_CHARS) return sentence;
  const cut = chars.slice(0, MAX_QUOTE_CHARS - 1).join('');
  const space = cut.lastIndexOf(' ');
  const head = space > MAX_QUOTE_CHARS / 2 ? cut.slice(0, space) : cut;
  return `${head.replace(/[\s,;:]+$/u, '')}…`;
}

function quoteOf(entry: InsightEntry): string | null {
  const sentences = sentencesOf(entry.content).filter(
    (sentence) => [...sentence].length >= MIN_QUOTE_CHARS,
  );
  // A statement remembers the day better than a question the user asked themselves.
  const chosen = sentences.find((s) => !/[?？]$/u.test(s)) ?? sentences[0];
  return chosen ? shortenQuote(chosen) : null;
}

/** From the entries with the best mood first (entries without one last, newest first among equals); null when none has a sentence. */
export function pickHighlight(entries: readonly InsightEntry[]): RewindHighlight | null {
  const ordered = [...entries].sort(
    (a, b) =>
      (b.mood_rating ?? 0) - (a.mood_rating ?? 0) || b.date - a.date || b.word_count - a.word_count,
  );
  for (const entry of ordered) {
    const text = quoteOf(entry);
    if (text) return { text, date: entry.date, ...(entry.id ? { entryId: entry.id } : {}) };
  }
  return null;
}
