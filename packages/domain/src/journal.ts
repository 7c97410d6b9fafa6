// Journal rules: word or character count, reading time and mood emoji (SPEC 3 journal_entries).
export function wordCount(text: string | null | undefined): number {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}

/** Silent reading speed for adults, a common rule of thumb; rounded up so any text is 1 minute. */
export const WORDS_PER_MINUTE = 200;
/** Japanese and Korean readers take in roughly 400-600 characters a minute; the middle of that. */
export const CHARACTERS_PER_MINUTE = 500;

export type TextLength = { unit: 'words' | 'characters'; count: number };

const CJK_LETTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const LETTER = /\p{L}/u;
const SPACE = /^\s+$/u;

/**
 * Japanese is written without spaces and Korean spaces whole phrases, so a whitespace word count says
 * nothing there; people count characters (文字, 자) instead. The text decides, not the UI language: a
 * text whose letters are at least half Han, kana or Hangul is counted in characters (graphemes, spaces
 * left out, punctuation in, as 文字数 counts do), any other text in words. So an English note in the
 * Japanese app counts words and a Japanese note in the Dutch app counts characters.
 */
export function textLength(text: string | null | undefined): TextLength {
  const value = (text ?? '').trim();
  let letters = 0;
  let cjk = 0;
  for (const char of value) {
    if (!LETTER.test(char)) continue;
    letters += 1;
    if (CJK_LETTER.test(char)) cjk += 1;
  }
  if (cjk === 0 || cjk * 2 < letters) return { unit: 'words', count: wordCount(value) };
  return { unit: 'characters', count: graphemes(value).filter((g) => !SPACE.test(g)).length };
}

/** Grapheme clusters where Intl.Segmenter exists (an emoji or a decomposed syllable is one), else code points. */
function graphemes(text: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return Array.from(text);
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

export function readingTimeMinutes(text: string | null | undefined): number {
  const { unit, count } = textLength(text);
  return Math.ceil(count / (unit === 'words' ? WORDS_PER_MINUTE : CHARACTERS_PER_MINUTE));
}

export const MOODS = ['sad', 'pensive', 'neutral', 'smile', 'grin'] as const;
export type Mood = (typeof MOODS)[number];

export const moodEmojis: Record<Mood, string> = {
  sad: '😢',
  pensive: '😔',
  neutral: '😐',
  smile: '🙂',
  grin: '😁',
};

/** Ratings 1-5 map to sad ... grin; anything else (missing, 0, 6, 2.5) is neutral. */
export function moodOf(rating: number | null | undefined): Mood {
  if (typeof rating !== 'number' || !Number.isInteger(rating)) return 'neutral';
  return MOODS[rating - 1] ?? 'neutral';
}

export function moodEmoji(rating: number | null | undefined): string {
  return moodEmojis[moodOf(rating)];
}
