// The enhanced journal repository for the current user: writes stamped with them as actor and the wall clock.
import { enhancedJournalRepository, type EnhancedJournalRepository } from '@groeipad/local-db';
import { useMemo } from 'react';
import { useDatabase } from '../../lib/database-context';

const wallClock = (): number => Date.now();

export function useJournalRepository(userId: string): EnhancedJournalRepository {
  const { db } = useDatabase();
  return useMemo(
    () => enhancedJournalRepository(db, { now: wallClock, actor: userId }),
    [db, userId],
  );
}
