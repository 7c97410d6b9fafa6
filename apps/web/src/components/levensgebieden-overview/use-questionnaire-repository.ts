// The levensgebieden questionnaire repository of one user, stamped with the wall clock and the user as actor.
import {
  levensgebiedQuestionnaireRepository,
  type LevensgebiedQuestionnaireRepository,
} from '@groeipad/local-db';
import { useMemo } from 'react';
import { useDatabase } from '../../lib/database-context';

const wallClock = (): number => Date.now();

export function useQuestionnaireRepository(userId: string): LevensgebiedQuestionnaireRepository {
  const { db } = useDatabase();
  return useMemo(
    () => levensgebiedQuestionnaireRepository(db, { now: wallClock, actor: userId }),
    [db, userId],
  );
}
