// The user's life-area progress, live from the local database, and the edits as promises of the write.
import {
  lifeAreasProgressRepository,
  type LiveResult,
  type StoredRecord,
} from '@groeipad/local-db';
import { useLiveResult } from '../../lib/use-live';
import { useBoundRepository } from '../../lib/use-repository';

export type ProgressRecord = StoredRecord<'life_areas_progress'>;

export function useLifeProgress(userId: string): {
  records: LiveResult<ProgressRecord[]>;
  actions: ReturnType<typeof lifeAreasProgressRepository>;
} {
  const actions = useBoundRepository(lifeAreasProgressRepository, userId);
  const records = useLiveResult(() => actions.forUser(userId), [actions, userId]);
  return { records, actions };
}
