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
import { averageRating, moodVolatility, trendFromMeans, type MoodPoint } from './moods';
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
  mood_rating: number;
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

/** Entry moods and mood check-ins both say how the user felt, so both count. */
function ratingsIn(input: AnalyticsInput, bounds: PeriodBounds): number[] {
  const ratings: number[] = [];
  for (const entry of input.entries)
    if (within(entry.date, bounds)) ratings.push(entry.mood_rating);
  for (const point of input.moods) if (within(point.at, bounds)) ratings.push(point.rating);
  return ratings;
}

function numbersFor(
  input: AnalyticsInput,
  bounds: PeriodBounds,
  ratings: readonly number[],
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
    average_mood: averageRating(ratings) ?? 0,
    mood_trend: trend,
    mood_volatility: moodVolatility(ratings) ?? undefined,
    goals_set: goals.length,
    goals_completed: completed,
    completion_rate: completionRate(completed, goals.length),
  };
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
  const ratings = ratingsIn(input, bounds);
  const previousRatings = ratingsIn(input, before);
  const trend = trendFromMeans(averageRating(ratings), averageRating(previousRatings));
  const current = numbersFor(input, bounds, ratings, trend);
  const previous = numbersFor(input, before, previousRatings, 'unknown');
  return {
    analytics_date: bounds.start,
    analytics_period: period,
    ...current,
    mbti_insights: JSON.stringify(typeInsights(current, mbtiType, previous)),
  };
}
