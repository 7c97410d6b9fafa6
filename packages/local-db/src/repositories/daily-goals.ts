// Daily goals repository: the generic repository plus a user's goals of one day and the open goals left behind.
import { createRepository } from '../repository';
import type { Repository, RepositoryContext } from '../repository';
import { goalsBetween, openGoalsBefore } from '../queries/goals';
import type { GroeipadDb, StoredRecord } from '../types';

type StoredGoal = StoredRecord<'daily_goals'>;

export type DailyGoalsRepository = Repository<'daily_goals'> & {
  /** A user's goals with dayStart <= target_date < dayEnd, in target_date order. */
  forDay(userId: string, dayStart: number, dayEnd: number): Promise<StoredGoal[]>;
  /** A user's goals not completed with target_date < dayStart, oldest first (to carry over). */
  openBefore(userId: string, dayStart: number): Promise<StoredGoal[]>;
};

export function dailyGoalsRepository(db: GroeipadDb, ctx: RepositoryContext): DailyGoalsRepository {
  return {
    ...createRepository(db, 'daily_goals', ctx),
    forDay: (userId, dayStart, dayEnd) => goalsBetween(db, userId, dayStart, dayEnd),
    openBefore: (userId, dayStart) => openGoalsBefore(db, userId, dayStart),
  };
}
