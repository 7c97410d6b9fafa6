// Mood tracking repository: the generic repository plus a user's moods within a time window.
import { createRepository } from '../repository';
import type { Repository, RepositoryContext } from '../repository';
import type { GroeipadDb, StoredRecord } from '../types';

export type MoodRepository = Repository<'mood_tracking'> & {
  /** A user's moods with from <= timestamp < to, oldest first. */
  between(userId: string, from: number, to: number): Promise<StoredRecord<'mood_tracking'>[]>;
};

export function moodRepository(db: GroeipadDb, ctx: RepositoryContext): MoodRepository {
  return {
    ...createRepository(db, 'mood_tracking', ctx),
    between: (userId, from, to) =>
      db.mood_tracking.where('[user_id+timestamp]').between([userId, from], [userId, to]).toArray(),
  };
}
