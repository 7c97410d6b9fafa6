// Display helpers for moods: an average as a number in the UI language and the emoji nearest to it.
import { moodEmoji } from '@groeipad/domain';

export function formatAverage(value: number, language: string): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}

/** The emoji of the whole rating nearest to an average (3.5 rounds up to 4). */
export function averageEmoji(value: number): string {
  return moodEmoji(Math.min(5, Math.max(1, Math.round(value))));
}

export const TREND_COLORS = {
  improving: 'teal',
  declining: 'orange',
  stable: 'blue',
  unknown: 'gray',
} as const;
