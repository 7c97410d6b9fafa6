// A planning session as the form edits it, and the record fields it becomes (progress always recomputed).
import {
  dayKey,
  parsePlanGoals,
  planningProgress,
  serializePlanGoals,
  startOfDayKey,
  type DayKey,
  type PlanGoal,
  type PlanningSession,
  type PlanningSessionType,
  PLANNING_SESSION_TYPES,
} from '@groeipad/domain';
import type { StoredRecord } from '@groeipad/local-db';

export type SessionRecord = StoredRecord<'planning_sessions'>;

export const GOAL_LISTS = ['weekly_goals', 'monthly_goals', 'long_term_goals'] as const;
export type GoalListField = (typeof GOAL_LISTS)[number];

export const SESSION_TITLE_MAX = 200;
export const PLAN_GOAL_MAX = 200;

export type PlanDraft = {
  title: string;
  type: PlanningSessionType;
  date: DayKey;
  tomorrowFocus: string;
  goals: Record<GoalListField, PlanGoal[]>;
};

export function isSessionType(value: string | null | undefined): value is PlanningSessionType {
  return PLANNING_SESSION_TYPES.some((type) => type === value);
}

export function emptyDraft(type: PlanningSessionType, date: DayKey, title = ''): PlanDraft {
  return {
    title,
    type,
    date,
    tomorrowFocus: '',
    goals: { weekly_goals: [], monthly_goals: [], long_term_goals: [] },
  };
}

export function draftOf(session: PlanningSession): PlanDraft {
  return {
    title: session.session_title,
    type: isSessionType(session.session_type) ? session.session_type : 'daily',
    date: dayKey(session.session_date),
    tomorrowFocus: session.tomorrow_focus ?? '',
    goals: {
      weekly_goals: parsePlanGoals(session.weekly_goals),
      monthly_goals: parsePlanGoals(session.monthly_goals),
      long_term_goals: parsePlanGoals(session.long_term_goals),
    },
  };
}

/** The three lists as stored JSON plus the counts and rate that follow from them. */
export function goalFields(goals: Record<GoalListField, readonly PlanGoal[]>) {
  const lists = {
    weekly_goals: serializePlanGoals(goals.weekly_goals),
    monthly_goals: serializePlanGoals(goals.monthly_goals),
    long_term_goals: serializePlanGoals(goals.long_term_goals),
  };
  const progress = planningProgress(lists);
  return {
    ...lists,
    goals_completed: progress.completed,
    goals_total: progress.total,
    completion_rate: progress.rate,
  };
}

/** The fields a draft sets on a record (new or edited). */
export function sessionFields(draft: PlanDraft) {
  const focus = draft.tomorrowFocus.trim();
  return {
    session_title: draft.title.trim(),
    session_type: draft.type,
    session_date: startOfDayKey(draft.date),
    tomorrow_focus: focus === '' ? undefined : focus,
    ...goalFields(draft.goals),
  };
}

/** A session's goals with one goal's done flag flipped; the list is left as is when the id is unknown. */
export function toggledGoals(session: PlanningSession, list: GoalListField, goalId: string) {
  const goals = draftOf(session).goals;
  return goalFields({
    ...goals,
    [list]: goals[list].map((goal) => (goal.id === goalId ? { ...goal, done: !goal.done } : goal)),
  });
}
