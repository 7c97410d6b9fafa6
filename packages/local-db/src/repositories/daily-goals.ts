// Daily goals repository: the generic repository plus a user's goals of one day and the open goals left behind.
import { Dexie } from 'dexie';
import { createRepository } from '../repository';
import type { Repository, RepositoryContext } from '../repository';
import type { GroeipadDb, StoredRecord } from '../types';

type StoredGoal = StoredRecord<'daily_goals'>;

export type DailyGoalsRepository = Repository<'daily_goals'> & {
  /** A user's goals with dayStart <= target_date < dayEnd, in target_date order. */
  forDay(userId: string, dayStart: number, dayEnd: number): Promise<StoredGoal[]>;
  /** A user's goals not completed with target_date < dayStart, oldest first (to carry over). */
  openBefore(userId: string, dayStart: number): Promise<StoredGoal[]>;
};

export function dailyGoalsRepository(db: GroeipadDb, ctx: RepositoryContext): DailyGoalsRepository {
  const store = db.daily_goals;
  return {
    ...createRepository(db, 'daily_goals', ctx),
    forDay: (userId, dayStart, dayEnd) =>
      store.where('[user_id+target_date]').between([userId, dayStart], [userId, dayEnd]).toArray(),
    openBefore: (userId, dayStart) =>
      store
        .where('[user_id+target_date]')
        .between([userId, Dexie.minKey], [userId, dayStart])
        .filter((goal) => !goal.is_completed)
        .toArray(),
  };
}
