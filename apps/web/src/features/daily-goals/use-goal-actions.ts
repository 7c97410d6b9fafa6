// The goal writes of the screen: each awaited before it is reported, failures told with their reason.
import {
  carryOverPatch,
  completeGoalPatch,
  dropPatch,
  reopenGoalPatch,
  startOfDay,
} from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { dailyGoalsRepository, type CreateInput } from '@groeipad/local-db';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../lib/database-context';
import { useBoundRepository } from '../../lib/use-repository';
import { dailyWrites } from '../../components/daily/daily-writes';
import { notifySaved } from '../../components/daily/notify';
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
  const repo = useBoundRepository(dailyGoalsRepository, userId);
  const { t } = useTranslation(namespaces);

  return useMemo((): GoalActions => {
    const { labels, attempt, removeWithUndo } = dailyWrites(db, 'Goal', {
      reason: (reason) => t('goals:errors.reason', { reason }),
      restoreFailed: t('goals:errors.restore'),
      gone: t('goals:errors.gone'),
      restored: t('goals:notices.restored'),
      close: t('common:actions.close'),
      undo: t('common:actions.undo'),
    });

    /** Several goals change together or not at all. */
    function updateAll(goals: readonly GoalRecord[], patchOf: (goal: GoalRecord) => object) {
      return repo.updateEach(goals.map((goal) => ({ id: goal.id, patch: patchOf(goal) })));
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
      remove: (goal) =>
        removeWithUndo(
          () => repo.remove(goal.id),
          { table: 'daily_goals', id: goal.id },
          {
            failed: t('goals:errors.delete'),
            deleted: t('goals:notices.deleted', { text: goal.goal_text }),
          },
        ),
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
