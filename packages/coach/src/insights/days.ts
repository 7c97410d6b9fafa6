// Records bucketed per calendar day: mood ratings per day and what the user noted on each day.
import { createDayKeyer, parseStringList, type DayKey } from '@groeipad/domain';
import { mean } from './stats';
import type { InsightEntry, InsightMood } from './types';

export type DayKeyer = (ms: number) => DayKey;

export function dayKeyer(timeZone?: string): DayKeyer {
  return createDayKeyer(timeZone);
}

export function inRange(ms: number, from: number, to: number): boolean {
  return ms >= from && ms < to;
}

/**
 * Every mood rating per day. Entry moods count as well (as on the analytics screen), unless
 * `checkInsOnly`: comparing writing days with other days must not count the entries' own moods.
 */
export function moodsPerDay(
  keyOf: DayKeyer,
  moods: readonly InsightMood[],
  entries: readonly InsightEntry[],
  checkInsOnly = false,
): Map<DayKey, number[]> {
  const days = new Map<DayKey, number[]>();
  const add = (at: number, rating: number) => {
    const key = keyOf(at);
    const list = days.get(key);
    if (list) list.push(rating);
    else days.set(key, [rating]);
  };
  for (const mood of moods) add(mood.timestamp, mood.mood_rating);
  if (checkInsOnly) return days;
  for (const entry of entries)
    if (entry.mood_rating !== undefined) add(entry.date, entry.mood_rating);
  return days;
}

/** The mean mood of each day that has one. */
export function dayAverages(perDay: Map<DayKey, number[]>): Map<DayKey, number> {
  const averages = new Map<DayKey, number>();
  for (const [day, ratings] of perDay) {
    const average = mean(ratings);
    if (average !== null) averages.set(day, average);
  }
  return averages;
}

/** The tags of an entry (tags, primary and secondary), trimmed, each once whatever its case. */
export function entryTags(entry: InsightEntry): string[] {
  const all = [
    ...parseStringList(entry.tags),
    ...(entry.primary_tag ? [entry.primary_tag] : []),
    ...parseStringList(entry.secondary_tags),
  ];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of all) {
    const tag = raw.trim();
    const folded = tag.toLocaleLowerCase();
    if (tag === '' || seen.has(folded)) continue;
    seen.add(folded);
    tags.push(tag);
  }
  return tags;
}
