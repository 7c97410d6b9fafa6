// One levensgebied's records, live from the local database: questionnaire history and the linked journal, goals and sessions.
import type { LevensgebiedId } from '@groeipad/domain';
import { useLiveRecords, type StoredRecord } from '@groeipad/local-db';
import { useMemo } from 'react';
import type { QuestionnaireRecord } from '../../components/levensgebieden-overview/scored-history';
import { useQuestionnaireRepository } from '../../components/levensgebieden-overview/use-questionnaire-repository';
import { useDatabase } from '../../lib/database-context';

export { useQuestionnaireRepository };
export type { QuestionnaireRecord };

export type JournalRecord = StoredRecord<'enhanced_journal_entries'>;
export type GoalRecord = StoredRecord<'daily_goals'>;
export type SessionRecord = StoredRecord<'imagination_sessions'>;

export type LinkedRecords = {
  journal: JournalRecord[];
  goals: GoalRecord[];
  sessions: SessionRecord[];
};

/** The user's questionnaires of the area, oldest first; undefined while loading. */
export function useQuestionnaireHistory(
  userId: string,
  area: LevensgebiedId,
): QuestionnaireRecord[] | undefined {
  const repository = useQuestionnaireRepository(userId);
  const { db } = useDatabase();
  return useLiveRecords(
    db,
    'levensgebieden_questionnaires',
    () => repository.forArea(userId, area),
    [repository, userId, area],
  );
}

/**
 * Journal entries and imagination sessions carry the area themselves. Daily goals have no area field, so a
 * goal belongs to the area when it was set from one of the area's journal entries (journal_entry_id).
 */
export function useLinkedRecords(userId: string, area: LevensgebiedId): LinkedRecords | undefined {
  const { db } = useDatabase();
  const journal = useLiveRecords(
    db,
    'enhanced_journal_entries',
    (table) =>
      table
        .where('levensgebied')
        .equals(area)
        .filter((entry) => entry.user_id === userId)
        .toArray(),
    [userId, area],
  );
  const sessions = useLiveRecords(
    db,
    'imagination_sessions',
    (table) =>
      table
        .where('levensgebied')
        .equals(area)
        .filter((session) => session.user_id === userId)
        .toArray(),
    [userId, area],
  );
  // Reads the area's entry ids inside the same live query, so goals never lag one render behind the journal.
  const goals = useLiveRecords(
    db,
    'daily_goals',
    async (table) => {
      const entryIds = await db.enhanced_journal_entries
        .where('levensgebied')
        .equals(area)
        .filter((entry) => entry.user_id === userId)
        .primaryKeys();
      return table.where('journal_entry_id').anyOf(entryIds).toArray();
    },
    [userId, area],
  );
  return useMemo(() => {
    if (!journal || !sessions || !goals) return undefined;
    return {
      journal: [...journal].sort((a, b) => b.date - a.date),
      goals: goals
        .filter((goal) => goal.user_id === userId)
        .sort((a, b) => b.target_date - a.target_date),
      sessions: [...sessions].sort((a, b) => b.created_at - a.created_at),
    };
  }, [journal, sessions, goals, userId]);
}
