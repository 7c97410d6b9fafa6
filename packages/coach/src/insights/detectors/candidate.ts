// A finding before it is put into words: its kind, its numbers and how strongly the data supports it.
import type { DayKey } from '@groeipad/domain';
import type { DayKeyer } from '../days';
import { confidenceFrom, mean, MIN_EVIDENCE, round2, welchT } from '../stats';
import type { InsightSource, SuperInsightsInput, SuperInsightType } from '../types';

export type MarkerKind = 'activity' | 'trigger' | 'tag';
export type PartOfDay = 'morning' | 'afternoon' | 'evening' | 'night';

export type Candidate = {
  key: string;
  type: SuperInsightType;
  direction: 'up' | 'down';
  statistic: number;
  confidence: number;
  sampleSize: number;
  evidence: Record<string, number>;
  dataSources: InsightSource[];
  marker?: { kind: MarkerKind; value: string };
  weekday?: number;
  part?: PartOfDay;
};

/** What every detector gets: the records of the window and how to find an instant's day. */
export type DetectorInput = SuperInsightsInput & { keyOf: DayKeyer; today: DayKey };

/** Each group of days compared needs at least this many days: never a finding from two or three days. */
export const MIN_GROUP_DAYS = 4;
/** A mood difference smaller than this (on 1-5) is not worth telling, however certain. */
export const MIN_MOOD_DIFFERENCE = 0.4;

export type MoodComparison = {
  direction: 'up' | 'down';
  statistic: number;
  confidence: number;
  sampleSize: number;
  evidence: Record<string, number>;
};

/** Day means of two groups compared; null when a group is too small or the difference too weak. */
export function compareMoodDays(
  withDays: readonly number[],
  withoutDays: readonly number[],
): MoodComparison | null {
  if (withDays.length < MIN_GROUP_DAYS || withoutDays.length < MIN_GROUP_DAYS) return null;
  const withMean = mean(withDays) ?? 0;
  const withoutMean = mean(withoutDays) ?? 0;
  const difference = withMean - withoutMean;
  const statistic = welchT(withDays, withoutDays);
  if (Math.abs(difference) < MIN_MOOD_DIFFERENCE || Math.abs(statistic) < MIN_EVIDENCE) return null;
  return {
    direction: difference > 0 ? 'up' : 'down',
    statistic,
    confidence: confidenceFrom(statistic, Math.min(withDays.length, withoutDays.length)),
    sampleSize: withDays.length + withoutDays.length,
    evidence: {
      with: round2(withMean),
      without: round2(withoutMean),
      difference: round2(Math.abs(difference)),
      withDays: withDays.length,
      withoutDays: withoutDays.length,
    },
  };
}

/** Splits the days of `averages` by `has(day)` and compares their moods. */
export function splitAndCompare(
  averages: ReadonlyMap<DayKey, number>,
  has: (day: DayKey) => boolean,
): MoodComparison | null {
  const withDays: number[] = [];
  const withoutDays: number[] = [];
  for (const [day, average] of averages) (has(day) ? withDays : withoutDays).push(average);
  return compareMoodDays(withDays, withoutDays);
}
