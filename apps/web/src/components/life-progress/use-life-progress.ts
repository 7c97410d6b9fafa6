// The user's life-area progress, live from the local database, and the edits as promises of the write.
import { lifeAreasProgressRepository, type StoredRecord } from '@groeipad/local-db';
import { useMemo } from 'react';
import { useDatabase } from '../../lib/database-context';
import { useLiveResult, type LiveResult } from '../../lib/use-live-result';

export type ProgressRecord = StoredRecord<'life_areas_progress'>;

export function useLifeProgress(userId: string): {
  records: LiveResult<ProgressRecord[]>;
  actions: ReturnType<typeof lifeAreasProgressRepository>;
} {
  const { db } = useDatabase();
  const actions = useMemo(
    () => lifeAreasProgressRepository(db, { now: Date.now, actor: userId }),
    [db, userId],
  );
  const records = useLiveResult(() => actions.forUser(userId), [actions, userId]);
  return { records, actions };
}
