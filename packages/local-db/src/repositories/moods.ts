// Mood tracking repository: the generic repository plus a user's moods within a time window and the latest one.
import { Dexie } from 'dexie';
import { createRepository } from '../repository';
import type { Repository, RepositoryContext } from '../repository';
import { moodsBetween } from '../queries/moods';
import type { GroeipadDb, StoredRecord } from '../types';

type StoredMood = StoredRecord<'mood_tracking'>;

export type MoodRepository = Repository<'mood_tracking'> & {
  /** A user's moods with from <= timestamp < to, oldest first. */
  between(userId: string, from: number, to: number): Promise<StoredMood[]>;
  /** A user's moods of one day (dayStart <= timestamp < dayEnd), oldest first. */
  forDay(userId: string, dayStart: number, dayEnd: number): Promise<StoredMood[]>;
  /** The user's most recent mood (highest timestamp), undefined when there is none. */
  latest(userId: string): Promise<StoredMood | undefined>;
};

export function moodRepository(db: GroeipadDb, ctx: RepositoryContext): MoodRepository {
  const between = (userId: string, from: number, to: number) => moodsBetween(db, userId, from, to);
  return {
    ...createRepository(db, 'mood_tracking', ctx),
    between,
    forDay: between,
    latest: (userId) =>
      db.mood_tracking
        .where('[user_id+timestamp]')
        .between([userId, Dexie.minKey], [userId, Dexie.maxKey], true, true)
        .last(),
  };
}
