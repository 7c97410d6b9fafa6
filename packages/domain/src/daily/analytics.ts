// Journaling analytics for a day, week or month: the journaling_analytics values computed from the records.
import { WORDS_PER_MINUTE } from '../journal';
import type { JournalingAnalytics } from '../entities/journaling';
import {
  dayKey,
  monthStartKey,
  nextMonthStartKey,
  shiftDayKey,
  startOfDayKey,
  weekStartKey,
  type DayKey,
} from './days';
import { isGoalDropped } from './goals';
import { typeInsights } from './insights';
import { averageMood } from './mood-average';
import { moodVolatility, trendFromMeans, type MoodPoint } from './moods';
import { round2 } from './numbers';
import { completionRate } from './planning';

export type AnalyticsPeriod = 'day' | 'week' | 'month';
export const ANALYTICS_PERIODS: readonly AnalyticsPeriod[] = ['day', 'week', 'month'];

/** A period as day keys (both inclusive) and as instants [start, end). */
export type PeriodBounds = { startKey: DayKey; endKey: DayKey; start: number; end: number };

/** The day, the Monday-Sunday week or the calendar month that holds `anchor`, in the zone. */
export function periodBounds(
  period: AnalyticsPeriod,
  anchor: number,
  timeZone?: string,
): PeriodBounds {
  const day = dayKey(anchor, timeZone);
  const startKey =
    period === 'day' ? day : period === 'week' ? weekStartKey(day) : monthStartKey(day);
  const endKey =
    period === 'day'
      ? day
      : period === 'week'
        ? shiftDayKey(startKey, 6)
        : shiftDayKey(nextMonthStartKey(startKey), -1);
  return {
    startKey,
    endKey,
    start: startOfDayKey(startKey, timeZone),
    end: startOfDayKey(shiftDayKey(endKey, 1), timeZone),
  };
}

/** The period just before: the day before, the week before, the calendar month before. */
export function previousPeriodBounds(
  period: AnalyticsPeriod,
  anchor: number,
  timeZone?: string,
): PeriodBounds {
  return periodBounds(period, periodBounds(period, anchor, timeZone).start - 1, timeZone);
}

export type AnalyticsEntry = {
  date: number;
  word_count: number;
  reading_time_minutes?: number;
  /** Undefined when the user chose no mood: such an entry counts for no mood figure. */
  mood_rating?: number | undefined;
};
export type AnalyticsGoal = { target_date: number; is_completed: boolean; metadata?: string };

/** All of the user's records; computeAnalytics picks what falls in the period. */
export type AnalyticsInput = {
  entries: readonly AnalyticsEntry[];
  moods: readonly MoodPoint[];
  goals: readonly AnalyticsGoal[];
};

export type AnalyticsValues = Omit<
  JournalingAnalytics,
  'id' | 'user_id' | 'created_at' | 'updated_at' | 'created_by' | 'metadata' | 'analytics_period'
> & { analytics_period: AnalyticsPeriod };

type PeriodNumbers = Omit<AnalyticsValues, 'analytics_date' | 'analytics_period' | 'mbti_insights'>;

function within(ms: number, bounds: PeriodBounds): boolean {
  return ms >= bounds.start && ms < bounds.end;
}

/** Chosen entry moods and mood check-ins both say how the user felt, so both count (decision 039). */
function pointsIn(input: AnalyticsInput, bounds: PeriodBounds): MoodPoint[] {
  const points = input.moods.filter((point) => within(point.at, bounds));
  for (const entry of input.entries) {
    if (entry.mood_rating !== undefined && within(entry.date, bounds))
      points.push({ rating: entry.mood_rating, at: entry.date });
  }
  return points;
}

function numbersFor(
  input: AnalyticsInput,
  bounds: PeriodBounds,
  mood: { points: readonly MoodPoint[]; average: number | null },
  trend: string,
): PeriodNumbers {
  const entries = input.entries.filter((entry) => within(entry.date, bounds));
  let words = 0;
  let reading = 0;
  for (const entry of entries) {
    words += entry.word_count;
    // Older entries lack reading_time_minutes; the journal's reading speed gives the same figure.
    reading += entry.reading_time_minutes ?? Math.ceil(entry.word_count / WORDS_PER_MINUTE);
  }
  const goals = input.goals.filter(
    (goal) => within(goal.target_date, bounds) && !isGoalDropped(goal),
  );
  const completed = goals.filter((goal) => goal.is_completed).length;
  return {
    total_entries: entries.length,
    total_words: words,
    average_words_per_entry: entries.length === 0 ? 0 : round2(words / entries.length),
    total_reading_time: round2(reading),
    // The schema allows 0..5 and needs a number: 0 stands for "no ratings".
    average_mood: mood.average ?? 0,
    mood_trend: trend,
    // The spread stays one of single moods: a day's swings are what it is about.
    mood_volatility: moodVolatility(mood.points.map((point) => point.rating)) ?? undefined,
    goals_set: goals.length,
    goals_completed: completed,
    completion_rate: completionRate(completed, goals.length),
  };
}

function moodOf(points: MoodPoint[], bounds: PeriodBounds, timeZone: string | undefined) {
  return { points, average: averageMood(points, bounds.start, bounds.end, timeZone).average };
}

/**
 * The analytics values of the period holding `anchor`. The mood trend compares the period's ratings with the
 * previous period's (see previousPeriodBounds); mbti_insights is the JSON of typeInsights.
 */
export function computeAnalytics(
  input: AnalyticsInput,
  period: AnalyticsPeriod,
  anchor: number,
  timeZone?: string,
  mbtiType?: string,
): AnalyticsValues {
  const bounds = periodBounds(period, anchor, timeZone);
  const before = periodBounds(period, bounds.start - 1, timeZone);
  const mood = moodOf(pointsIn(input, bounds), bounds, timeZone);
  const previousMood = moodOf(pointsIn(input, before), before, timeZone);
  const trend = trendFromMeans(mood.average, previousMood.average);
  const current = numbersFor(input, bounds, mood, trend);
  const previous = numbersFor(input, before, previousMood, 'unknown');
  return {
    analytics_date: bounds.start,
    analytics_period: period,
    ...current,
    mbti_insights: JSON.stringify(typeInsights(current, mbtiType, previous)),
  };
}
