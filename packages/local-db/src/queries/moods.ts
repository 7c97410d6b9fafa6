// Reads of mood check-ins along the [user_id+timestamp] index; a table of 100k moods is never read whole.
import type { GroeipadDb, StoredRecord } from '../types';

export type MoodRecord = StoredRecord<'mood_tracking'>;

const LATEST = Number.MAX_SAFE_INTEGER;

function byUserTime(db: GroeipadDb) {
  return db.mood_tracking.where('[user_id+timestamp]');
}

/** The user's check-ins with from <= timestamp < to, oldest first. */
export function moodsBetween(
  db: GroeipadDb,
  userId: string,
  from: number,
  to: number,
): Promise<MoodRecord[]> {
  return byUserTime(db).between([userId, from], [userId, to], true, false).toArray();
}

/** Check-ins with timestamp >= from, later ones too (a clock set wrong must not hide them), oldest first. */
export function moodsFrom(db: GroeipadDb, userId: string, from: number): Promise<MoodRecord[]> {
  return byUserTime(db).between([userId, from], [userId, LATEST], true, true).toArray();
}

/** The newest `limit` check-ins, newest first. */
export function newestMoods(db: GroeipadDb, userId: string, limit: number): Promise<MoodRecord[]> {
  return byUserTime(db)
    .between([userId, 0], [userId, LATEST], true, true)
    .reverse()
    .limit(limit)
    .toArray();
}

/** The user's first check-in (lowest timestamp), undefined when there is none. */
export function oldestMood(db: GroeipadDb, userId: string): Promise<MoodRecord | undefined> {
  return byUserTime(db).between([userId, 0], [userId, LATEST], true, true).first();
}

/** Every check-in of the user (an export or a backup reads them all). */
export function allMoods(db: GroeipadDb, userId: string): Promise<MoodRecord[]> {
  return db.mood_tracking.where('user_id').equals(userId).toArray();
}
