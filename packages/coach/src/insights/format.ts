// Numbers, days and lists written the way the user's language writes them (Intl only, no clock).
import { startOfDayKey, type DayKey, type Language } from '@groeipad/domain';
import type { RewindPeriod } from './types';

const NOON = 12 * 3_600_000;

export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);
}

/** One decimal, always shown: moods and their differences (3,6 / 0,4). */
export function formatDecimal(value: number, language: Language): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}

/** 'dinsdag 14 januari'. Noon of the day, so a zone's DST change never moves it to another date. */
export function formatDay(day: DayKey, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone,
  }).format(startOfDayKey(day, timeZone) + NOON);
}

/** The name of a weekday, Monday = 0 (2024-01-01 was a Monday). */
export function formatWeekday(weekday: number, language: Language): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1 + weekday, 12),
  );
}

/** '13 – 19 januari' for a week, 'januari 2025' for a month; `to` is exclusive. */
export function formatPeriod(
  period: RewindPeriod,
  from: number,
  to: number,
  language: Language,
  timeZone?: string,
): string {
  if (period === 'month') {
    return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone }).format(
      from + NOON,
    );
  }
  const format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone });
  return format.formatRange(from + NOON, to - NOON);
}

export function formatList(items: readonly string[], language: Language): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
}
