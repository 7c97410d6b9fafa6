// Planning writes: create, edit, tick a goal (counts and rate always follow), delete with undo.
import { namespaces } from '@groeipad/i18n';
import { planningRepository } from '@groeipad/local-db';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../lib/database-context';
import { useBoundRepository } from '../../lib/use-repository';
import { dailyWrites } from '../../components/daily/daily-writes';
import { notifySaved } from '../../components/daily/notify';
import {
  sessionFields,
  toggledGoals,
  type GoalListField,
  type PlanDraft,
  type SessionRecord,
} from './session-draft';

export type PlanningActions = {
  create: (draft: PlanDraft) => Promise<boolean>;
  update: (id: string, draft: PlanDraft) => Promise<boolean>;
  toggleGoal: (sessionId: string, list: GoalListField, goalId: string) => Promise<boolean>;
  remove: (session: SessionRecord) => Promise<boolean>;
};

export function usePlanningActions(userId: string): PlanningActions {
  const { db } = useDatabase();
  const repo = useBoundRepository(planningRepository, userId);
  const { t } = useTranslation(namespaces);

  return useMemo((): PlanningActions => {
    const { labels, attempt, removeWithUndo } = dailyWrites(db, 'Planning', {
      reason: (reason) => t('planning:errors.reason', { reason }),
      restoreFailed: t('planning:errors.restore'),
      gone: t('planning:errors.gone'),
      restored: t('planning:notices.restored'),
      close: t('common:actions.close'),
      undo: t('common:actions.undo'),
    });

    return {
      async create(draft) {
        const ok = await attempt(
          () =>
            repo.create({
              user_id: userId,
              ...sessionFields(draft),
            }),
          t('planning:errors.save'),
        );
        if (ok) notifySaved(t('planning:notices.created'), labels);
        return ok;
      },
      async update(id, draft) {
        const ok = await attempt(
          () => repo.update(id, sessionFields(draft)),
          t('planning:errors.save'),
        );
        if (ok) notifySaved(t('planning:notices.updated'), labels);
        return ok;
      },
      toggleGoal: (sessionId, list, goalId) =>
        attempt(
          // The stored lists are read inside the write, so quick ticks never overwrite each other.
          () => repo.change(sessionId, (current) => toggledGoals(current, list, goalId)),
          t('planning:errors.save'),
        ),
      remove: (session) =>
        removeWithUndo(
          () => repo.remove(session.id),
          { table: 'planning_sessions', id: session.id },
          {
            failed: t('planning:errors.delete'),
            deleted: t('planning:notices.deleted', { title: session.session_title }),
          },
        ),
    };
  }, [db, repo, t, userId]);
}
