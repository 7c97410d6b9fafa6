// The moods the average mood counts (docs/decisions/039): a user's check-ins and chosen journal moods, as points.
import { moodPointsOf, type MoodPoint } from '@groeipad/domain';
import type { GroeipadDb } from '../types';
import { entriesBetween } from './journal';
import { moodsBetween } from './moods';

/** Check-ins and journal entries with a mood, from <= time < to, along their user-time indexes. */
export async function moodPointsBetween(
  db: GroeipadDb,
  userId: string,
  from: number,
  to: number,
): Promise<MoodPoint[]> {
  const [checkIns, entries] = await Promise.all([
    moodsBetween(db, userId, from, to),
    entriesBetween(db, userId, from, to),
  ]);
  return moodPointsOf({ checkIns, entries });
}

/** The same from `from` on, later ones too (a clock set wrong must not hide them). */
export function moodPointsFrom(db: GroeipadDb, userId: string, from: number): Promise<MoodPoint[]> {
  return moodPointsBetween(db, userId, from, Number.MAX_SAFE_INTEGER);
}
