// Completion rates compared: daily goals with an estimated time against those without, tasks with a due date against those without.
import { WEEK_MS, weekStartKey } from '@groeipad/domain';
import { confidenceFrom, MIN_EVIDENCE, proportionZ, round2 } from '../stats';
import type { InsightSource, SuperInsightType } from '../types';
import type { Candidate, DetectorInput } from './candidate';

/** Each group needs this many goals or tasks. */
export const MIN_GROUP_ITEMS = 6;
/** A difference of fewer percentage points is not worth telling. */
export const MIN_RATE_DIFFERENCE = 0.15;
/** From this ratio on, the text says "N times as often". */
export const RATIO_TEXT_FROM = 1.5;

type Item = { grouped: boolean; done: boolean };

function compareRates(
  items: readonly Item[],
  type: SuperInsightType,
  dataSources: InsightSource[],
): Candidate | null {
  const withItems = items.filter((item) => item.grouped);
  const withoutItems = items.filter((item) => !item.grouped);
  if (withItems.length < MIN_GROUP_ITEMS || withoutItems.length < MIN_GROUP_ITEMS) return null;
  const withDone = withItems.filter((item) => item.done).length;
  const withoutDone = withoutItems.filter((item) => item.done).length;
  const withRate = withDone / withItems.length;
  const withoutRate = withoutDone / withoutItems.length;
  const statistic = proportionZ(withDone, withItems.length, withoutDone, withoutItems.length);
  if (Math.abs(withRate - withoutRate) < MIN_RATE_DIFFERENCE) return null;
  if (Math.abs(statistic) < MIN_EVIDENCE) return null;
  const ratio = withoutRate > 0 ? withRate / withoutRate : null;
  return {
    key: type,
    type,
    direction: withRate > withoutRate ? 'up' : 'down',
    statistic,
    confidence: confidenceFrom(statistic, Math.min(withItems.length, withoutItems.length)),
    sampleSize: items.length,
    evidence: {
      withRate: Math.round(withRate * 100),
      withoutRate: Math.round(withoutRate * 100),
      withCount: withItems.length,
      withoutCount: withoutItems.length,
      ...(ratio !== null ? { ratio: round2(ratio) } : {}),
    },
    dataSources,
  };
}

/** Daily goals of past days only: today's goals can still be reached. */
export function goalDurationInsight(input: DetectorInput): Candidate | null {
  const items = input.goals
    .filter((goal) => input.keyOf(goal.target_date) < input.today)
    .map((goal) => ({ grouped: (goal.estimated_duration ?? 0) > 0, done: goal.is_completed }));
  return compareRates(items, 'goal_duration', ['daily_goals']);
}

/** Tasks whose due date has passed, against undated tasks at least a week old. */
export function taskDueInsight(input: DetectorInput): Candidate | null {
  const items: Item[] = [];
  for (const task of input.tasks) {
    if (task.created_at < input.from) continue;
    if (task.due_date !== undefined) {
      if (task.due_date < input.now) items.push({ grouped: true, done: task.completed });
    } else if (task.created_at <= input.now - WEEK_MS) {
      items.push({ grouped: false, done: task.completed });
    }
  }
  return compareRates(items, 'task_due', ['tasks']);
}

/** Each group of weeks needs this many weeks, so one odd week decides nothing. */
export const MIN_GROUP_WEEKS = 2;

/** Daily goals of past days in weeks with a planning session, against those in weeks without. */
export function planningGoalsInsight(input: DetectorInput): Candidate | null {
  const plannedWeeks = new Set(
    input.planning.map((p) => weekStartKey(input.keyOf(p.session_date))),
  );
  const weeks = { with: new Set<string>(), without: new Set<string>() };
  const items: Item[] = [];
  for (const goal of input.goals) {
    const day = input.keyOf(goal.target_date);
    if (day >= input.today) continue;
    const week = weekStartKey(day);
    const grouped = plannedWeeks.has(week);
    (grouped ? weeks.with : weeks.without).add(week);
    items.push({ grouped, done: goal.is_completed });
  }
  if (weeks.with.size < MIN_GROUP_WEEKS || weeks.without.size < MIN_GROUP_WEEKS) return null;
  return compareRates(items, 'planning_goals', ['planning_sessions', 'daily_goals']);
}
