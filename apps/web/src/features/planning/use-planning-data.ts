// Live read of the user's planning sessions, newest planned date first.
import { planningSessions } from '@groeipad/local-db';
import { useMemo } from 'react';
import { useLive } from '../../lib/use-live';
import type { SessionRecord } from './session-draft';

export function usePlanningSessions(userId: string): SessionRecord[] | undefined {
  const sessions = useLive((db) => planningSessions(db, userId), [userId]);
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
