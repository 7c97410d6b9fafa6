// The goal writes of the screen: each awaited before it is reported, failures told with their reason.
import {
  carryOverPatch,
  completeGoalPatch,
  dropPatch,
  reopenGoalPatch,
  startOfDay,
} from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { restoreDeleted, type CreateInput } from '@groeipad/local-db';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../lib/database-context';
import { useRepository } from '../../lib/use-current-user';
import { notifyFailed, notifySaved, notifyUndoable, reasonOf } from '../../components/daily/notify';
import type { GoalRecord } from './use-goal-data';

export type NewGoal = CreateInput<'daily_goals'>;

export type GoalActions = {
  add: (goal: NewGoal) => Promise<boolean>;
  complete: (goal: GoalRecord) => Promise<boolean>;
  saveNotes: (goal: GoalRecord, notes: string) => Promise<boolean>;
  reopen: (goal: GoalRecord) => Promise<boolean>;
  remove: (goal: GoalRecord) => Promise<boolean>;
  carryOver: (goals: readonly GoalRecord[]) => Promise<boolean>;
  letGo: (goals: readonly GoalRecord[]) => Promise<boolean>;
};

export function useGoalActions(userId: string): GoalActions {
  const { db } = useDatabase();
  const repo = useRepository('daily_goals', userId);
  const { t } = useTranslation(namespaces);

  return useMemo((): GoalActions => {
    const labels = { close: t('common:actions.close'), undo: t('common:actions.undo') };

    async function attempt(write: () => Promise<unknown>, failed: string): Promise<boolean> {
      try {
        await write();
        return true;
      } catch (error) {
        console.error('Goal write failed', error);
        notifyFailed(`${failed} ${t('goals:errors.reason', { reason: reasonOf(error) })}`, labels);
        return false;
      }
    }

    /** Several goals change together or not at all. */
    function updateAll(goals: readonly GoalRecord[], patchOf: (goal: GoalRecord) => object) {
      return db.transaction('rw', db.daily_goals, async () => {
        for (const goal of goals) await repo.update(goal.id, patchOf(goal));
      });
    }

    async function restore(goal: GoalRecord) {
      const ok = await attempt(async () => {
        if (!(await restoreDeleted(db, 'daily_goals', goal.id)))
          throw new Error(t('goals:errors.gone'));
      }, t('goals:errors.restore'));
      if (ok) notifySaved(t('goals:notices.restored'), labels);
    }

    return {
      async add(goal) {
        const ok = await attempt(() => repo.create(goal), t('goals:errors.add'));
        if (ok) notifySaved(t('goals:notices.added'), labels);
        return ok;
      },
      complete: (goal) =>
        attempt(
          () => repo.update(goal.id, completeGoalPatch(undefined, Date.now())),
          t('goals:errors.update'),
        ),
      async saveNotes(goal, notes) {
        const at = goal.completed_at ?? Date.now();
        const ok = await attempt(
          () => repo.update(goal.id, completeGoalPatch(notes, at)),
          t('goals:errors.update'),
        );
        if (ok) notifySaved(t('goals:notices.notesSaved'), labels);
        return ok;
      },
      reopen: (goal) =>
        attempt(() => repo.update(goal.id, reopenGoalPatch()), t('goals:errors.update')),
      async remove(goal) {
        const ok = await attempt(() => repo.remove(goal.id), t('goals:errors.delete'));
        if (ok) {
          notifyUndoable(t('goals:notices.deleted', { text: goal.goal_text }), labels, () => {
            void restore(goal);
          });
        }
        return ok;
      },
      async carryOver(goals) {
        const now = Date.now();
        const today = startOfDay(now);
        const ok = await attempt(
          () => updateAll(goals, (goal) => carryOverPatch(goal, today, now)),
          t('goals:errors.update'),
        );
        if (ok) notifySaved(t('goals:notices.carried', { count: goals.length }), labels);
        return ok;
      },
      async letGo(goals) {
        const now = Date.now();
        const ok = await attempt(
          () => updateAll(goals, (goal) => dropPatch(goal, now)),
          t('goals:errors.update'),
        );
        if (ok) notifySaved(t('goals:notices.dropped', { count: goals.length }), labels);
        return ok;
      },
    };
  }, [db, repo, t]);
}
