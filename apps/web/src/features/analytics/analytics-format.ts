// Display helpers of the analytics screen: numbers and dates in the UI language, mood colours and emoji.
import { moodEmoji, startOfDayKey, type DayKey } from '@groeipad/domain';

export function formatNumber(value: number, language: string, decimals = 0): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** A mood average with one decimal (3,6). */
export function formatMood(value: number, language: string): string {
  return formatNumber(value, language, 1);
}

/** The whole rating nearest to an average, 1-5 (3.5 rounds up to 4). */
export function nearestRating(value: number): number {
  return Math.min(5, Math.max(1, Math.round(value)));
}

export function averageEmoji(value: number): string {
  return moodEmoji(nearestRating(value));
}

/** Sad to grin, red through orange and yellow to green; the same scale in every chart and the legend. */
export const MOOD_COLORS = [
  'var(--mantine-color-red-6)',
  'var(--mantine-color-orange-5)',
  'var(--mantine-color-yellow-5)',
  'var(--mantine-color-lime-6)',
  'var(--mantine-color-green-7)',
] as const;

/** A day key as a date in the UI language; `options` picks the parts (short month by default). */
export function formatDayKey(
  key: DayKey,
  language: string,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' },
): string {
  return new Intl.DateTimeFormat(language, options).format(startOfDayKey(key));
}
