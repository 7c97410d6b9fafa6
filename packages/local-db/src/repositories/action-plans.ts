// Action plans repository (ai_action_plans): a user's plans, ticking and renaming steps with progress kept in
// step, and completing or reopening a plan.
import type { EntityOf } from '@groeipad/domain';
import { actionPlans } from '../queries/action-plans';
import { createRepository } from '../repository';
import type { Repository, RepositoryContext, UpdatePatch } from '../repository';
import type { GroeipadDb, StoredRecord } from '../types';
import { parsePlanSteps, planProgress, serializePlanSteps } from './action-plans-steps';
import { rewrite } from './rewrite';

type StoredPlan = StoredRecord<'ai_action_plans'>;
type Plan = EntityOf<'ai_action_plans'>;

export type ActionPlansRepository = Repository<'ai_action_plans'> & {
  /** A user's plans, newest generated_at first. */
  forUser(userId: string): Promise<StoredPlan[]>;
  /** Flips one step and stores progress = done / total * 100 with it. */
  toggleStep(id: string, stepId: string): Promise<Plan>;
  /** Gives one step a new title (trimmed, not empty). */
  renameStep(id: string, stepId: string, title: string): Promise<Plan>;
  /** completed, completed_at now and status 'completed'. */
  complete(id: string): Promise<Plan>;
  /** Back to an active plan: not completed, no completed_at. */
  reopen(id: string): Promise<Plan>;
};

/** A step id the stored plan does not have: the plan changed elsewhere (another tab, a sync) meanwhile. */
export class StepNotFoundError extends Error {
  constructor(
    readonly planId: string,
    readonly stepId: string,
  ) {
    super(`Action plan ${planId} has no step ${stepId}`);
    this.name = 'StepNotFoundError';
  }
}

function changeStep(
  plan: Plan,
  stepId: string,
  change: (step: ReturnType<typeof parsePlanSteps>[number]) => void,
): UpdatePatch<'ai_action_plans'> {
  const steps = parsePlanSteps(plan.steps);
  const step = steps.find((s) => s.id === stepId);
  if (!step) throw new StepNotFoundError(plan.id, stepId);
  change(step);
  return { steps: serializePlanSteps(steps), progress: planProgress(steps) };
}

export function actionPlansRepository(
  db: GroeipadDb,
  ctx: RepositoryContext,
): ActionPlansRepository {
  const repository = createRepository(db, 'ai_action_plans', ctx);
  // Read, change and write in one transaction, so two quick ticks never work on a stale list.
  const edit = (id: string, change: (plan: Plan) => UpdatePatch<'ai_action_plans'>) =>
    rewrite(db, 'ai_action_plans', repository, id, change);
  return {
    ...repository,
    // No [user_id+generated_at] index: a user has few plans, so sorting in memory is cheap.
    forUser: async (userId) => {
      const plans = await actionPlans(db, userId);
      return plans.sort((a, b) => b.generated_at - a.generated_at || b.id.localeCompare(a.id));
    },
    toggleStep: (id, stepId) =>
      edit(id, (plan) =>
        changeStep(plan, stepId, (step) => {
          step.done = !step.done;
        }),
      ),
    renameStep: (id, stepId, title) => {
      const trimmed = title.trim();
      if (trimmed === '') return Promise.reject(new RangeError('A step needs a title.'));
      return edit(id, (plan) =>
        changeStep(plan, stepId, (step) => {
          step.title = trimmed;
        }),
      );
    },
    complete: (id) =>
      edit(id, () => ({ completed: true, completed_at: ctx.now(), status: 'completed' })),
    reopen: (id) =>
      edit(id, () => ({ completed: false, completed_at: undefined, status: 'active' })),
  };
}
