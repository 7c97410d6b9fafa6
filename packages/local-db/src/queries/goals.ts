// Reads of daily goals along the [user_id+target_date] index, and the goals set from journal entries.
import type { GroeipadDb, StoredRecord } from '../types';

export type GoalRecord = StoredRecord<'daily_goals'>;

const LATEST = Number.MAX_SAFE_INTEGER;

function byUserDate(db: GroeipadDb) {
  return db.daily_goals.where('[user_id+target_date]');
}

/** The user's goals with from <= target_date < to, in target_date order. */
export function goalsBetween(
  db: GroeipadDb,
  userId: string,
  from: number,
  to: number,
): Promise<GoalRecord[]> {
  return byUserDate(db).between([userId, from], [userId, to], true, false).toArray();
}

/** The user's goals with target_date >= from (later ones too), in target_date order. */
export function goalsFrom(db: GroeipadDb, userId: string, from: number): Promise<GoalRecord[]> {
  return byUserDate(db).between([userId, from], [userId, LATEST], true, true).toArray();
}

/** Every goal of the user, in target_date order. */
export function userGoals(db: GroeipadDb, userId: string): Promise<GoalRecord[]> {
  return byUserDate(db).between([userId, 0], [userId, LATEST], true, true).toArray();
}

/** Goals not completed with target_date < dayStart (to carry over or let go), in target_date order. */
export function openGoalsBefore(
  db: GroeipadDb,
  userId: string,
  dayStart: number,
): Promise<GoalRecord[]> {
  return byUserDate(db)
    .between([userId, -Infinity], [userId, dayStart], true, false)
    .filter((goal) => !goal.is_completed)
    .toArray();
}

/** Completed goals with from <= target_date < to (a streak counts their days). */
export function completedGoalsBetween(
  db: GroeipadDb,
  userId: string,
  from: number,
  to: number,
): Promise<GoalRecord[]> {
  return byUserDate(db)
    .between([userId, from], [userId, to], true, false)
    .filter((goal) => goal.is_completed)
    .toArray();
}

/** The user's goals set from one of these journal entries (journal_entry_id), in no particular order. */
export function goalsOfEntries(
  db: GroeipadDb,
  userId: string,
  entryIds: readonly string[],
): Promise<GoalRecord[]> {
  return db.daily_goals
    .where('journal_entry_id')
    .anyOf([...entryIds])
    .filter((goal) => goal.user_id === userId)
    .toArray();
}
