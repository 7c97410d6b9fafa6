// Fast calendar-day bucketing of many instants: Intl runs once per day seen, never once per point.
import { dayKey, dayKeysBetween, shiftDayKey, startOfDayKey, type DayKey } from './days';

type DaySpan = { key: DayKey; start: number; end: number };

/**
 * A function that gives the day key of an instant in `timeZone`, like `dayKey`, but remembers every local
 * day it has seen as a [start, end) span and finds later instants by binary search. Day lengths vary with
 * DST (23/25 h) and some zones have half-hour offsets, so spans come from the zone rules, not fixed 24 h.
 */
export function createDayKeyer(timeZone?: string): (ms: number) => DayKey {
  const spans: DaySpan[] = [];
  const starts = new Map<DayKey, number>();
  let last: DaySpan | undefined;

  function startOf(key: DayKey): number {
    let start = starts.get(key);
    if (start === undefined) {
      start = startOfDayKey(key, timeZone);
      starts.set(key, start);
    }
    return start;
  }

  return (ms: number): DayKey => {
    if (last && ms >= last.start && ms < last.end) return last.key;
    let lo = 0;
    let hi = spans.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if ((spans[mid] as DaySpan).start <= ms) {
        found = mid;
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    const candidate = spans[found];
    if (candidate && ms < candidate.end) {
      last = candidate;
      return candidate.key;
    }
    const key = dayKey(ms, timeZone);
    const span = { key, start: startOf(key), end: startOf(shiftDayKey(key, 1)) };
    const next = spans[found + 1];
    // Only cache a span that really holds `ms` and fits between its neighbours; otherwise just answer.
    if (
      span.start <= ms &&
      ms < span.end &&
      (!candidate || candidate.end <= span.start) &&
      (!next || span.end <= next.start)
    ) {
      spans.splice(found + 1, 0, span);
      last = span;
    }
    return key;
  };
}

const sharedKeyers = new Map<string, (ms: number) => DayKey>();

/**
 * One keyer per zone for the life of the module (as days.ts keeps one formatter per zone), for rules called
 * again and again on the same days, such as an average per stored check-in.
 */
export function sharedDayKeyer(timeZone?: string): (ms: number) => DayKey {
  const id = timeZone ?? '';
  let keyer = sharedKeyers.get(id);
  if (!keyer) {
    keyer = createDayKeyer(timeZone);
    sharedKeyers.set(id, keyer);
  }
  return keyer;
}

/** The days `fromKey`..`toKey` (inclusive) and their local midnights; `starts` has one more item: the end. */
export type DayRange = { keys: DayKey[]; starts: number[] };

export function dayRange(fromKey: DayKey, toKey: DayKey, timeZone?: string): DayRange {
  const keys = dayKeysBetween(fromKey, toKey);
  const starts = keys.map((key) => startOfDayKey(key, timeZone));
  starts.push(startOfDayKey(shiftDayKey(keys.at(-1) ?? shiftDayKey(fromKey, -1), 1), timeZone));
  return { keys, starts };
}

/** Index of the bucket [starts[i], starts[i + 1]) holding `ms`, or -1 outside them all. */
export function bucketIndex(starts: readonly number[], ms: number): number {
  const first = starts[0];
  const end = starts.at(-1);
  if (first === undefined || end === undefined || !(ms >= first && ms < end)) return -1;
  let lo = 0;
  let hi = starts.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] as number) <= ms) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
