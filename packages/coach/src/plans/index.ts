// Public surface of the action plans: the offline plan generator and its content.
export { generateActionPlan, MAX_GOAL_LENGTH, normalizeGoal } from './generate-action-plan';
export type {
  ActionPlanContext,
  ActionPlanInput,
  ActionPlanStepDraft,
  GeneratedActionPlan,
} from './generate-action-plan';
export type { ActionPlanTimelineItem } from './plan-timeline';
export {
  DEFAULT_HORIZON_WEEKS,
  MAX_HORIZON_WEEKS,
  MIN_HORIZON_WEEKS,
  horizonWeeks,
} from './plan-framing';
export type { PlanFraming } from './plan-framing';
