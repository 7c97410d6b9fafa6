// Action plan writes: generate and store a plan, tick and rename steps, complete or reopen, delete with undo.
// Each reports only after IndexedDB committed it, and tells a failure with its reason.
import { generateActionPlan } from '@groeipad/coach';
import { normalizeLanguage, type LevensgebiedId, type MbtiType } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dailyWrites } from '../../components/daily/daily-writes';
import { notifySaved } from '../../components/daily/notify';
import { useDatabase } from '../../lib/database-context';
import { planRecord, type GoalSource, type StoredPlan } from './plan-record';
import { useActionPlansRepository } from './use-action-plans';

export type NewPlan = {
  goal: string;
  source: GoalSource;
  horizonWeeks: number;
  levensgebied: LevensgebiedId | null;
};

export type PlanActions = {
  /** The new plan's id once stored, undefined after a failure (already told to the user). */
  create: (request: NewPlan) => Promise<string | undefined>;
  toggleStep: (planId: string, stepId: string) => Promise<boolean>;
  renameStep: (planId: string, stepId: string, title: string) => Promise<boolean>;
  complete: (planId: string) => Promise<boolean>;
  reopen: (planId: string) => Promise<boolean>;
  remove: (plan: StoredPlan) => Promise<boolean>;
};

export function usePlanActions(userId: string, mbtiType: MbtiType | null): PlanActions {
  const { db } = useDatabase();
  const repo = useActionPlansRepository(userId);
  const { t, i18n } = useTranslation(namespaces);
  const language = normalizeLanguage(i18n.language);

  return useMemo((): PlanActions => {
    const { labels, attempt, removeWithUndo } = dailyWrites(db, 'Action plan', {
      reason: (reason) => t('insights:plans.errors.reason', { reason }),
      restoreFailed: t('insights:plans.errors.restore'),
      gone: t('insights:plans.errors.gone'),
      restored: t('insights:plans.notices.restored'),
      close: t('common:actions.close'),
      undo: t('common:actions.undo'),
    });
    const save = (write: () => Promise<unknown>) => attempt(write, t('insights:plans.errors.save'));

    return {
      async create(request) {
        let id: string | undefined;
        const ok = await attempt(async () => {
          const now = Date.now();
          const plan = generateActionPlan({
            goal: request.goal,
            language,
            mbtiType,
            levensgebied: request.levensgebied ?? undefined,
            horizonWeeks: request.horizonWeeks,
            now,
          });
          const stored = await repo.create(
            planRecord(plan, { userId, goal: request.goal, source: request.source, now }),
          );
          id = stored.id;
        }, t('insights:plans.errors.create'));
        if (ok) notifySaved(t('insights:plans.notices.created'), labels);
        return ok ? id : undefined;
      },
      toggleStep: (planId, stepId) => save(() => repo.toggleStep(planId, stepId)),
      renameStep: (planId, stepId, title) => save(() => repo.renameStep(planId, stepId, title)),
      async complete(planId) {
        const ok = await save(() => repo.complete(planId));
        if (ok) notifySaved(t('insights:plans.notices.completed'), labels);
        return ok;
      },
      async reopen(planId) {
        const ok = await save(() => repo.reopen(planId));
        if (ok) notifySaved(t('insights:plans.notices.reopened'), labels);
        return ok;
      },
      remove: (plan) =>
        removeWithUndo(
          () => repo.remove(plan.id),
          { table: 'ai_action_plans', id: plan.id },
          {
            failed: t('insights:plans.errors.delete'),
            deleted: t('insights:plans.notices.deleted', { title: plan.title }),
          },
        ),
    };
  }, [db, repo, t, language, mbtiType, userId]);
}
