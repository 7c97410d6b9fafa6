// Journal rules: word count, reading time and mood emoji (SPEC 3 journal_entries).
export function wordCount(text: string | null | undefined): number {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}

/** Silent reading speed for adults, a common rule of thumb; rounded up so any text is 1 minute. */
export const WORDS_PER_MINUTE = 200;

export function readingTimeMinutes(text: string | null | undefined): number {
  return Math.ceil(wordCount(text) / WORDS_PER_MINUTE);
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
