// Live read of the user's planning sessions, newest planned date first.
import { useLiveRecords } from '@groeipad/local-db';
import { useMemo } from 'react';
import { useDatabase } from '../../lib/database-context';
import type { SessionRecord } from './session-draft';

export function usePlanningSessions(userId: string): SessionRecord[] | undefined {
  const { db } = useDatabase();
  const sessions = useLiveRecords(
    db,
    'planning_sessions',
    (table) => table.where('user_id').equals(userId).toArray(),
    [userId],
  );
  return useMemo(
    () =>
      sessions &&
      [...sessions].sort(
        (a, b) =>
          b.session_date - a.session_date ||
          b.created_at - a.created_at ||
          b.id.localeCompare(a.id),
      ),
    [sessions],
  );
}
