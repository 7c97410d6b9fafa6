// Display helpers of the life-progress views: the spec's colour names as Mantine colours, and dates in the UI language.
import { DAY_MS, type DisplayColor } from '@groeipad/domain';

export const MANTINE_COLOR: Record<DisplayColor, string> = {
  success: 'teal',
  warning: 'yellow',
  primary: 'blue',
  danger: 'red',
};

export function formatDate(ms: number, language: string): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long' }).format(ms);
}

/** "yesterday", "8 days ago", "3 weeks ago": how long since an update, in the language's own words. */
export function formatUpdatedAgo(lastUpdated: number, now: number, language: string): string {
  const days = Math.max(0, Math.floor((now - lastUpdated) / DAY_MS));
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  // Days up to two weeks read exactly; beyond that a rounder unit is what people say.
  if (days < 14) return format.format(-days, 'day');
  if (days < 60) return format.format(-Math.floor(days / 7), 'week');
  if (days < 365) return format.format(-Math.floor(days / 30), 'month');
  return format.format(-Math.floor(days / 365), 'year');
}
