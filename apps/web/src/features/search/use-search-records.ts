// Live reads of everything the user can search: journal entries, daily goals and tasks (along their user indexes).
import { useLiveRecords, type StoredRecord } from '@groeipad/local-db';
import { useMemo } from 'react';
import { useDatabase } from '../../lib/database-context';

export type SearchRecords = {
  entries: StoredRecord<'enhanced_journal_entries'>[];
  goals: StoredRecord<'daily_goals'>[];
  tasks: StoredRecord<'tasks'>[];
};

const LATEST = Number.MAX_SAFE_INTEGER;

/** Undefined until all three tables are read; re-read when any of them changes. */
export function useSearchRecords(userId: string): SearchRecords | undefined {
  const { db } = useDatabase();
  const entries = useLiveRecords(
    db,
    'enhanced_journal_entries',
    (table) =>
      table.where('[user_id+date]').between([userId, 0], [userId, LATEST], true, true).toArray(),
    [userId],
  );
  const goals = useLiveRecords(
    db,
    'daily_goals',
    (table) =>
      table
        .where('[user_id+target_date]')
        .between([userId, 0], [userId, LATEST], true, true)
        .toArray(),
    [userId],
  );
  const tasks = useLiveRecords(
    db,
    'tasks',
    (table) => table.where('user_id').equals(userId).toArray(),
    [userId],
  );
  return useMemo(
    () => (entries && goals && tasks ? { entries, goals, tasks } : undefined),
    [entries, goals, tasks],
  );
}
