// Offline, deterministic action plan from a goal: SMART goals, a tiny first step within 24 hours,
// if-then plans, WOOP obstacle planning and a weekly check-in rhythm, framed by the user's type.
import type { Language, LevensgebiedId, MbtiType } from '@groeipad/domain';
import { fillTemplate, PLAN_CONTENT, type PlanContent } from './plan-content';
import {
  horizonWeeks,
  LATE_HOUR,
  localHour,
  NEXT_SESSION_MINUTES,
  planFraming,
  SESSION_MINUTES,
  SESSIONS_PER_WEEK,
  type PlanFraming,
} from './plan-framing';
import { halfwayWeek, planTimeline, type ActionPlanTimelineItem } from './plan-timeline';

export type ActionPlanInput = {
  goal: string;
  language: Language;
  mbtiType: MbtiType | null;
  levensgebied?: LevensgebiedId;
  /** 2-12, default 4. */
  horizonWeeks?: number;
  now: number;
  /** The user's zone, to tell whether "today" still has room for the first step; the runtime's by default. */
  timeZone?: string;
};

export type ActionPlanStepDraft = {
  /** Stable within the plan ('s1', 's2', ...), so edits and ticks find their step. */
  id: string;
  title: string;
  detail: string;
  /** Days after the plan was made that the step is due. */
  dueOffsetDays: number;
  done: false;
};

/** What the plan was built on, worth storing with it (ai_action_plans.mbti_context). */
export type ActionPlanContext = PlanFraming & {
  mbtiType: MbtiType | null;
  language: Language;
  horizonWeeks: number;
  levensgebied: LevensgebiedId | null;
};

export type GeneratedActionPlan = {
  title: string;
  description: string;
  goals: string[];
  steps: ActionPlanStepDraft[];
  timeline: ActionPlanTimelineItem[];
  context: ActionPlanContext;
};

export const MAX_GOAL_LENGTH = 120;

/** One line, no trailing full stop, at most MAX_GOAL_LENGTH characters; '' when nothing is left. */
export function normalizeGoal(goal: string): string {
  const line = goal
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.!?。！？]+$/u, '');
  const chars = [...line];
  if (chars.length <= MAX_GOAL_LENGTH) return line;
  return `${chars
    .slice(0, MAX_GOAL_LENGTH - 1)
    .join('')
    .trimEnd()}…`;
}

type Texts = { content: PlanContent; fill: (template: string) => string };

function joinSentences(content: PlanContent, sentences: string[]): string {
  return sentences.join(content.sentenceSeparator);
}

function description({ content, fill }: Texts, framing: PlanFraming): string {
  const parts = [fill(content.description.intro)];
  if (framing.typed) {
    parts.push(content.description[framing.structure], content.description[framing.information]);
  } else {
    parts.push(content.description.unknown);
  }
  return joinSentences(content, parts);
}

function smartGoals(
  { content, fill }: Texts,
  framing: PlanFraming,
  area: string | undefined,
): string[] {
  const g = content.goals;
  return [
    fill(g.specific),
    framing.decisions === 'T' ? g.measurableT : g.measurableF,
    fill(g.achievable),
    area === undefined ? g.relevantGeneral : fill(g.relevantArea),
    fill(g.timeBound),
  ];
}

type StepKey = keyof PlanContent['steps'];

function steps(
  { content, fill }: Texts,
  framing: PlanFraming,
  weeks: number,
  firstDay: number,
): ActionPlanStepDraft[] {
  const plan: [StepKey, number][] = [
    [framing.information === 'S' ? 'firstS' : 'firstN', firstDay],
    [framing.decisions === 'T' ? 'measureT' : 'measureF', 1],
    [framing.structure === 'J' ? 'intentionJ' : 'intentionP', 1],
    ['woop', 2],
    [framing.energy === 'E' ? 'supportE' : 'supportI', 3],
    [framing.structure === 'J' ? 'checkInJ' : 'checkInP', 7],
  ];
  const halfway = halfwayWeek(weeks);
  // Due at the end of the first half, so the next week can be the bigger (or smaller) step.
  if (halfway !== undefined) plan.push(['halfway', (halfway - 1) * 7]);
  plan.push([framing.decisions === 'T' ? 'reviewT' : 'reviewF', weeks * 7]);
  return plan.map(([key, due], index) => ({
    id: `s${index + 1}`,
    title: fill(content.steps[key].title),
    detail: fill(content.steps[key].detail),
    dueOffsetDays: due,
    done: false,
  }));
}

/** The same input always gives the same plan; throws a RangeError for an empty goal. */
export function generateActionPlan(input: ActionPlanInput): GeneratedActionPlan {
  const goal = normalizeGoal(input.goal);
  if (goal === '') throw new RangeError('An action plan needs a goal.');
  const content = PLAN_CONTENT[input.language];
  const framing = planFraming(input.mbtiType);
  const weeks = horizonWeeks(input.horizonWeeks);
  const firstDay = localHour(input.now, input.timeZone) >= LATE_HOUR ? 1 : 0;
  const area = input.levensgebied ? content.areas[input.levensgebied] : undefined;
  const values = {
    goal: fillTemplate(content.goalQuote, { goal }),
    weeks,
    minutes: SESSION_MINUTES,
    nextMinutes: NEXT_SESSION_MINUTES,
    sessions: SESSIONS_PER_WEEK,
    when: firstDay === 0 ? content.when.today : content.when.tomorrow,
    ...(area === undefined ? {} : { area }),
  };
  const texts: Texts = { content, fill: (template) => fillTemplate(template, values) };
  return {
    title: fillTemplate(content.title, { goal }),
    description: description(texts, framing),
    goals: smartGoals(texts, framing, area),
    steps: steps(texts, framing, weeks, firstDay),
    timeline: planTimeline(content, weeks),
    context: {
      ...framing,
      mbtiType: input.mbtiType,
      language: input.language,
      horizonWeeks: weeks,
      levensgebied: input.levensgebied ?? null,
    },
  };
}
