// Short fragments of the user's own words, and a deterministic pick among alternative texts.

/** maxUnspaced applies to text written without spaces (Japanese), where words cannot be counted. */
export type QuoteLimits = { maxWords: number; maxChars: number; maxUnspaced: number };

export const REFLECTION_QUOTE: QuoteLimits = { maxWords: 12, maxChars: 80, maxUnspaced: 30 };
export const TITLE_QUOTE: QuoteLimits = { maxWords: 8, maxChars: 60, maxUnspaced: 20 };

const ELLIPSIS = '…';
// Latin full stops end a sentence only before a space (so '3.5' stays whole); CJK ones always do.
const sentenceEnd = /(?<=[.!?])\s+|(?<=[。！？])\s*/u;
const trailing = /[\s.,;:!?。、，！？…]+$/u;

/**
 * The first sentence of `text`, cut to a few words (or characters, for scripts without spaces), without
 * its closing punctuation. Empty when the text has no words.
 */
export function shortQuote(text: string, limits: QuoteLimits = REFLECTION_QUOTE): string {
  const flat = text.replace(/\s+/gu, ' ').trim();
  const sentence = (flat.split(sentenceEnd).find((part) => part.trim() !== '') ?? '').trim();
  const words = sentence.split(' ');
  let quote = sentence;
  let cut = false;
  if (words.length > limits.maxWords) {
    quote = words.slice(0, limits.maxWords).join(' ');
    cut = true;
  }
  const chars = [...quote];
  const maxChars = words.length > 1 ? limits.maxChars : limits.maxUnspaced;
  if (chars.length > maxChars) {
    quote = chars.slice(0, maxChars).join('');
    cut = true;
  }
  quote = quote.replace(trailing, '');
  if (quote === '') return '';
  return cut || sentence !== flat ? `${quote}${ELLIPSIS}` : quote;
}

/** FNV-1a over the UTF-16 code units: the same words always choose the same alternative. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** One of `options`, chosen by `seed` (pure: no randomness, so a reflection is the same after a reload). */
export function pickBySeed<T>(options: readonly [T, ...T[]], seed: string): T {
  return options[hash(seed) % options.length] ?? options[0];
}
