// The numbers behind each chart's one-line summary, so screen-reader users get what the picture shows.
import {
  averageRating,
  completionRate,
  trendFromMeans,
  type DayAverage,
  type DayGoals,
  type MoodTrend,
  type WeekWords,
} from '@groeipad/domain';
import { nearestRating } from './analytics-format';

export type MoodSeriesSummary = {
  /** Days with at least one rating. */
  days: number;
  average: number | null;
  /** The mean of the older and the newer half of the window, to say "up from ..." without extra reads. */
  earlier: number | null;
  later: number | null;
  trend: MoodTrend;
};

function averagesOf(series: readonly DayAverage[]): number[] {
  const values: number[] = [];
  for (const day of series) if (day.average !== null) values.push(day.average);
  return values;
}

export function summarizeMoodSeries(series: readonly DayAverage[]): MoodSeriesSummary {
  const half = Math.floor(series.length / 2);
  const all = averagesOf(series);
  const earlier = averageRating(averagesOf(series.slice(0, half)));
  const later = averageRating(averagesOf(series.slice(half)));
  return {
    days: all.length,
    average: averageRating(all),
    earlier,
    later,
    trend: trendFromMeans(later, earlier),
  };
}

export type YearSummary = { days: number; average: number | null; commonest: number | null };

/** Days with a mood, their mean, and the mood (1-5) most days were nearest to (the better one on a tie). */
export function summarizeYear(series: readonly DayAverage[]): YearSummary {
  const all = averagesOf(series);
  const counts = [0, 0, 0, 0, 0, 0];
  for (const value of all) counts[nearestRating(value)] = (counts[nearestRating(value)] ?? 0) + 1;
  let commonest: number | null = null;
  for (let rating = 1; rating <= 5; rating += 1) {
    if ((counts[rating] ?? 0) > 0 && (counts[rating] ?? 0) >= (counts[commonest ?? 0] ?? 0)) {
      commonest = rating;
    }
  }
  return { days: all.length, average: averageRating(all), commonest };
}

export type WordsSummary = { total: number; entries: number; perWeek: number; thisWeek: number };

export function summarizeWords(weeks: readonly WeekWords[]): WordsSummary {
  let total = 0;
  let entries = 0;
  for (const week of weeks) {
    total += week.words;
    entries += week.entries;
  }
  return {
    total,
    entries,
    perWeek: weeks.length === 0 ? 0 : Math.round(total / weeks.length),
    thisWeek: weeks.at(-1)?.words ?? 0,
  };
}

export type GoalsSummary = { set: number; completed: number; rate: number; activeDays: number };

export function summarizeGoals(days: readonly DayGoals[]): GoalsSummary {
  let set = 0;
  let completed = 0;
  let activeDays = 0;
  for (const day of days) {
    set += day.set;
    completed += day.completed;
    if (day.set > 0) activeDays += 1;
  }
  return { set, completed, rate: completionRate(completed, set), activeDays };
}
