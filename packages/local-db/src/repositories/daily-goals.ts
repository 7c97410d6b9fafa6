// Daily goals repository: the generic repository plus a user's goals of one day, the open goals left behind and
// changing several goals at once.
import { createRepository } from '../repository';
import type { Repository, RepositoryContext, UpdatePatch } from '../repository';
import { goalsBetween, openGoalsBefore } from '../queries/goals';
import type { GroeipadDb, StoredRecord } from '../types';

type StoredGoal = StoredRecord<'daily_goals'>;

export type DailyGoalsRepository = Repository<'daily_goals'> & {
  /** A user's goals with dayStart <= target_date < dayEnd, in target_date order. */
  forDay(userId: string, dayStart: number, dayEnd: number): Promise<StoredGoal[]>;
  /** A user's goals not completed with target_date < dayStart, oldest first (to carry over). */
  openBefore(userId: string, dayStart: number): Promise<StoredGoal[]>;
  /** Applies each patch to its goal in one transaction: all goals change, or none (carry over, let go). */
  updateEach(changes: readonly GoalChange[]): Promise<void>;
};

export type GoalChange = { id: string; patch: UpdatePatch<'daily_goals'> };

export function dailyGoalsRepository(db: GroeipadDb, ctx: RepositoryContext): DailyGoalsRepository {
  const repository = createRepository(db, 'daily_goals', ctx);
  return {
    ...repository,
    forDay: (userId, dayStart, dayEnd) => goalsBetween(db, userId, dayStart, dayEnd),
    openBefore: (userId, dayStart) => openGoalsBefore(db, userId, dayStart),
    updateEach: (changes) =>
      db.transaction('rw', db.daily_goals, async () => {
        for (const { id, patch } of changes) await repository.update(id, patch);
      }),
  };
}
