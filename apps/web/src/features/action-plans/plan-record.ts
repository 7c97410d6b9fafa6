// Between the generator and the ai_action_plans table: the record a generated plan is stored as, and a stored
// record read back for the screen (JSON fields parsed, damaged ones reported rather than thrown).
//
// Statuses (the spec names none; the schema allows draft, active, paused, completed, archived): a new plan is
// stored 'active' straight away, since generating is instant and offline; "mark complete" sets 'completed'
// together with completed and completed_at, and reopening sets 'active' again. This screen never writes draft,
// paused or archived, but reads them (the badge names every status), as a sync may bring them.
import type { GeneratedActionPlan } from '@groeipad/coach';
import { parseJsonList, parseStringList } from '@groeipad/domain';
import {
  parsePlanSteps,
  serializePlanSteps,
  type ActionPlanStep,
  type CreateInput,
  type StoredRecord,
} from '@groeipad/local-db';

export type StoredPlan = StoredRecord<'ai_action_plans'>;

/** Where the goal came from: one of the user's daily goals, a planning goal, or typed in. */
export type GoalSource =
  { kind: 'typed' } | { kind: 'daily_goal'; id: string } | { kind: 'planning'; id: string };

export function planRecord(
  plan: GeneratedActionPlan,
  options: { userId: string; goal: string; source: GoalSource; now: number },
): CreateInput<'ai_action_plans'> {
  return {
    user_id: options.userId,
    title: plan.title,
    description: plan.description,
    goals: JSON.stringify(plan.goals),
    steps: serializePlanSteps(plan.steps),
    timeline: JSON.stringify(plan.timeline),
    progress: 0,
    status: 'active',
    mbti_context: JSON.stringify(plan.context),
    is_premium: false,
    generated_at: options.now,
    completed: false,
    // The goal as the user gave it and where it came from: the plan's text has it only woven in.
    metadata: JSON.stringify({
      goal: options.goal,
      goal_source: options.source.kind,
      goal_source_id: options.source.kind === 'typed' ? null : options.source.id,
      generator: 'offline',
    }),
  };
}

export type TimelineWeek = { week: number; focus: string };

export type PlanView = {
  record: StoredPlan;
  /** SMART goals. */
  goals: string[];
  steps: ActionPlanStep[];
  timeline: TimelineWeek[];
  doneCount: number;
  /** false when the stored steps JSON had entries but none could be read. */
  stepsReadable: boolean;
};

function timelineOf(json: string): TimelineWeek[] {
  return parseJsonList<Partial<Record<'week' | 'focus', unknown>> | null>(json).flatMap((item) => {
    const week = item?.week;
    const focus = item?.focus;
    return typeof week === 'number' && typeof focus === 'string' ? [{ week, focus }] : [];
  });
}

export function readPlan(record: StoredPlan): PlanView {
  const steps = parsePlanSteps(record.steps);
  return {
    record,
    goals: parseStringList(record.goals),
    steps,
    timeline: timelineOf(record.timeline),
    doneCount: steps.filter((step) => step.done).length,
    stepsReadable: steps.length > 0 || parseJsonList(record.steps).length === 0,
  };
}
