// Planning writes: create, edit, tick a goal (counts and rate always follow), delete with undo.
import { namespaces } from '@groeipad/i18n';
import { RecordNotFoundError, restoreDeleted } from '@groeipad/local-db';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../lib/database-context';
import { useRepository } from '../../lib/use-current-user';
import { notifyFailed, notifySaved, notifyUndoable, reasonOf } from '../../components/daily/notify';
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
  const repo = useRepository('planning_sessions', userId);
  const { t } = useTranslation(namespaces);

  return useMemo((): PlanningActions => {
    const labels = { close: t('common:actions.close'), undo: t('common:actions.undo') };

    async function attempt(write: () => Promise<unknown>, failed: string): Promise<boolean> {
      try {
        await write();
        return true;
      } catch (error) {
        console.error('Planning write failed', error);
        notifyFailed(
          `${failed} ${t('planning:errors.reason', { reason: reasonOf(error) })}`,
          labels,
        );
        return false;
      }
    }

    async function restore(session: SessionRecord) {
      const ok = await attempt(async () => {
        if (!(await restoreDeleted(db, 'planning_sessions', session.id))) {
          throw new Error(t('planning:errors.gone'));
        }
      }, t('planning:errors.restore'));
      if (ok) notifySaved(t('planning:notices.restored'), labels);
    }

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
          // Read the stored lists inside the write, so quick ticks never overwrite each other.
          () =>
            db.transaction('rw', db.planning_sessions, async () => {
              const current = await db.planning_sessions.get(sessionId);
              if (!current) throw new RecordNotFoundError('planning_sessions', sessionId);
              await repo.update(sessionId, toggledGoals(current, list, goalId));
            }),
          t('planning:errors.save'),
        ),
      async remove(session) {
        const ok = await attempt(() => repo.remove(session.id), t('planning:errors.delete'));
        if (ok) {
          notifyUndoable(
            t('planning:notices.deleted', { title: session.session_title }),
            labels,
            () => void restore(session),
          );
        }
        return ok;
      },
    };
  }, [db, repo, t, userId]);
}
