// Calendar days in a time zone: day keys ('2026-03-29'), local midnights and week/month starts, correct across DST.
import { DAY_MS, HOUR_MS } from '../time';

/** 'YYYY-MM-DD'. */
export type DayKey = string;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, found);
  }
  return found;
}

type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

function wallClock(ms: number, timeZone: string | undefined): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far the zone's wall clock is ahead of UTC at instant `ms` (whole seconds). */
function zoneOffset(ms: number, timeZone: string | undefined): number {
  const w = wallClock(ms, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** The calendar day of `ms` in the zone (the runtime's zone when none is given). */
export function dayKey(ms: number, timeZone?: string): DayKey {
  const w = wallClock(ms, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

function keyParts(key: DayKey): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) throw new RangeError(`Not a day key: ${key}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The key `days` calendar days after (or before, when negative) `key`. */
export function shiftDayKey(key: DayKey, days: number): DayKey {
  const [y, m, d] = keyParts(key);
  const shifted = new Date(Date.UTC(y, m - 1, d + days));
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** Whole calendar days from `from` to `to` (positive when `to` is later). */
export function daysBetweenKeys(from: DayKey, to: DayKey): number {
  const [y1, m1, d1] = keyParts(from);
  const [y2, m2, d2] = keyParts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / DAY_MS);
}

/** The first instant of the day `key` in the zone (local midnight; on a DST day the day is 23 or 25 h long). */
export function startOfDayKey(key: DayKey, timeZone?: string): number {
  const [y, m, d] = keyParts(key);
  const guess = Date.UTC(y, m - 1, d);
  let start = guess - zoneOffset(guess, timeZone);
  const corrected = guess - zoneOffset(start, timeZone);
  if (corrected !== start) start = corrected;
  // Zones that skip midnight itself: the day starts at the first instant that belongs to it.
  while (dayKey(start, timeZone) !== key && dayKey(start + HOUR_MS, timeZone) === key) {
    start += HOUR_MS;
  }
  return start;
}

/**
 * The instant the wall clock in the zone shows `minutes` after midnight on day `key`. A time the clock
 * skips (spring forward) comes out one hour later, as a phone alarm set for it would ring.
 */
export function atWallTime(key: DayKey, minutes: number, timeZone?: string): number {
  const start = startOfDayKey(key, timeZone);
  const naive = start + minutes * 60_000;
  const shifted = naive - (zoneOffset(naive, timeZone) - zoneOffset(start, timeZone));
  const w = wallClock(shifted, timeZone);
  // In the skipped hour no instant shows the time; the naive one lies just past the jump.
  return w.hour * 60 + w.minute === minutes ? shifted : naive;
}

/** Local midnight of the day containing `ms`. */
export function startOfDay(ms: number, timeZone?: string): number {
  return startOfDayKey(dayKey(ms, timeZone), timeZone);
}

/** Local midnight of the day after the one containing `ms` (the exclusive end of that day). */
export function startOfNextDay(ms: number, timeZone?: string): number {
  return startOfDayKey(shiftDayKey(dayKey(ms, timeZone), 1), timeZone);
}

/** Local midnight `days` calendar days after the day containing `ms`. */
export function addCalendarDays(ms: number, days: number, timeZone?: string): number {
  return startOfDayKey(shiftDayKey(dayKey(ms, timeZone), days), timeZone);
}

/** Day of the week of a key, Monday = 0 ... Sunday = 6 (ISO order). */
export function weekdayOfKey(key: DayKey): number {
  const [y, m, d] = keyParts(key);
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/** The Monday of the week containing `key`. */
export function weekStartKey(key: DayKey): DayKey {
  return shiftDayKey(key, -weekdayOfKey(key));
}

/** The first day of the month containing `key`. */
export function monthStartKey(key: DayKey): DayKey {
  return `${key.slice(0, 8)}01`;
}

/** The first day of the next month after the one containing `key`. */
export function nextMonthStartKey(key: DayKey): DayKey {
  const [y, m] = keyParts(key);
  return m === 12 ? `${pad(y + 1, 4)}-01-01` : `${pad(y, 4)}-${pad(m + 1)}-01`;
}

/** Every day key from `from` up to and including `to`. */
export function dayKeysBetween(from: DayKey, to: DayKey): DayKey[] {
  const count = daysBetweenKeys(from, to);
  return Array.from({ length: Math.max(0, count + 1) }, (_, i) => shiftDayKey(from, i));
}
