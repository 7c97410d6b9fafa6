// The steps of an action plan as stored in ai_action_plans.steps (JSON list), and the progress they give.
import { completionRate, parseJsonList } from '@groeipad/domain';

export type ActionPlanStep = {
  id: string;
  title: string;
  detail: string;
  /** Days after generated_at that the step is due. */
  dueOffsetDays: number;
  done: boolean;
};

function stepAt(item: unknown, index: number, seen: Set<string>): ActionPlanStep | undefined {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return undefined;
  const record = item as Record<string, unknown>;
  const title = typeof record.title === 'string' ? record.title.trim() : '';
  if (title === '') return undefined;
  let id = typeof record.id === 'string' && record.id !== '' ? record.id : `step-${index + 1}`;
  // Ids must be unique or a tick would hit two steps; a duplicate gets a suffix.
  for (let n = 2; seen.has(id); n += 1) id = `${id}-${n}`;
  const due = record.dueOffsetDays;
  return {
    id,
    title,
    detail: typeof record.detail === 'string' ? record.detail : '',
    dueOffsetDays:
      typeof due === 'number' && Number.isFinite(due) && due >= 0 ? Math.round(due) : 0,
    done: record.done === true,
  };
}

/** Reads the steps JSON; invalid JSON or steps without a title are left out, ids stay unique. */
export function parsePlanSteps(json: string | null | undefined): ActionPlanStep[] {
  const seen = new Set<string>();
  const steps: ActionPlanStep[] = [];
  parseJsonList(json).forEach((item, index) => {
    const step = stepAt(item, index, seen);
    if (step) {
      seen.add(step.id);
      steps.push(step);
    }
  });
  return steps;
}

export function serializePlanSteps(steps: readonly ActionPlanStep[]): string {
  return JSON.stringify(
    steps.map(({ id, title, detail, dueOffsetDays, done }) => ({
      id,
      title,
      detail,
      dueOffsetDays,
      done,
    })),
  );
}

/** Whole percent of the steps done: done / total * 100, 0 for a plan without steps. */
export function planProgress(steps: readonly Pick<ActionPlanStep, 'done'>[]): number {
  return completionRate(steps.filter((step) => step.done).length, steps.length);
}
