// Live reads of everything the user can search: journal entries, daily goals and tasks (along their user indexes).
import {
  userEntries,
  userGoals,
  userTasks,
  type GoalRecord,
  type JournalEntryRecord,
  type TaskRecord,
} from '@groeipad/local-db';
import { useMemo } from 'react';
import { useLive } from '../../lib/use-live';

export type SearchRecords = {
  entries: JournalEntryRecord[];
  goals: GoalRecord[];
  tasks: TaskRecord[];
};

/** Undefined until all three tables are read; re-read when any of them changes. */
export function useSearchRecords(userId: string): SearchRecords | undefined {
  const entries = useLive((db) => userEntries(db, userId), [userId]);
  const goals = useLive((db) => userGoals(db, userId), [userId]);
  const tasks = useLive((db) => userTasks(db, userId), [userId]);
  return useMemo(
    () => (entries && goals && tasks ? { entries, goals, tasks } : undefined),
    [entries, goals, tasks],
  );
}
