// One levensgebied's records, live from the local database: questionnaire history and the linked journal, goals and sessions.
import type { LevensgebiedId } from '@groeipad/domain';
import {
  areaEntries,
  areaImaginationSessions,
  areaQuestionnaires,
  goalsOfEntries,
  type StoredRecord,
} from '@groeipad/local-db';
import { useMemo } from 'react';
import type { QuestionnaireRecord } from '../../components/levensgebieden-overview/scored-history';
import { useLive } from '../../lib/use-live';

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
  return useLive((db) => areaQuestionnaires(db, userId, area), [userId, area]);
}

/**
 * Journal entries and imagination sessions carry the area themselves. Daily goals have no area field, so a
 * goal belongs to the area when it was set from one of the area's journal entries (journal_entry_id).
 */
export function useLinkedRecords(userId: string, area: LevensgebiedId): LinkedRecords | undefined {
  // One live read: the goals come from the entries it read, so they never lag one render behind the journal.
  const linked = useLive(
    async (db) => {
      const journal = await areaEntries(db, userId, area);
      const ids = journal.map((entry) => entry.id);
      const goals = await goalsOfEntries(db, userId, ids);
      const sessions = await areaImaginationSessions(db, userId, area);
      return { journal, goals, sessions };
    },
    [userId, area],
  );
  return useMemo(
    () =>
      linked && {
        journal: [...linked.journal].sort((a, b) => b.date - a.date),
        goals: [...linked.goals].sort((a, b) => b.target_date - a.target_date),
        sessions: [...linked.sessions].sort((a, b) => b.created_at - a.created_at),
      },
    [linked],
  );
}
