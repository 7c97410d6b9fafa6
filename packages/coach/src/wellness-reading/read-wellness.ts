// The reading behind /wellness-analysis: latest assessment, change since the previous one, mood, and what to do next.
import type { MoodPoint, WellnessItemId } from '@groeipad/domain';
import {
  compareAssessments,
  readableAssessments,
  readAssessment,
  type AssessmentComparison,
  type AssessmentReading,
  type WellnessAssessmentInput,
} from './assessment-reading';
import { readMood, type MoodReading, type MoodWindowDays } from './mood-reading';
import { suggestionsFor, type WellnessSuggestion } from './suggestions';

export type ReadWellnessInput = {
  assessments: readonly WellnessAssessmentInput[];
  moods: readonly MoodPoint[];
  now: number;
  moodDays: MoodWindowDays;
  timeZone?: string;
};

export type FocusArea = {
  id: WellnessItemId;
  score: number;
  /** 'attention': at or below the check's attention line; 'lowest': nothing is, but this scores lowest and is not yet strong. */
  kind: 'attention' | 'lowest';
  suggestions: WellnessSuggestion[];
};

export type WellnessReading = {
  /** Null when there is no assessment whose scores can be read. */
  latest: AssessmentReading | null;
  /** Null without a second readable assessment. */
  comparison: AssessmentComparison | null;
  mood: MoodReading;
  /** At most three areas, worst first, each with 2-4 suggestions; empty when every area is strong. */
  focusAreas: FocusArea[];
  /** Assessments left out because their scores could not be read (damaged or still encrypted). */
  unreadable: number;
};

export const MAX_FOCUS_AREAS = 3;

function focusAreas(latest: AssessmentReading, moodNeedsCare: boolean): FocusArea[] {
  const worstFirst = [...latest.areas].sort((a, b) => a.score - b.score);
  const attention = worstFirst.filter((a) => a.band === 'attention');
  const picked =
    attention.length > 0
      ? attention.map((a) => ({ area: a, kind: 'attention' as const }))
      : worstFirst
          .filter((a) => latest.weakest.includes(a.id) && a.band !== 'strong')
          .map((a) => ({ area: a, kind: 'lowest' as const }));
  return picked.slice(0, MAX_FOCUS_AREAS).map(({ area, kind }) => ({
    id: area.id,
    score: area.score,
    kind,
    suggestions: suggestionsFor(area.id, moodNeedsCare),
  }));
}

export function readWellness(input: ReadWellnessInput): WellnessReading {
  const { readable, unreadable } = readableAssessments(input.assessments);
  const mood = readMood(input.moods, input.now, input.moodDays, input.timeZone);
  const [newest, before] = readable;
  const latest = newest ? readAssessment(newest) : null;
  return {
    latest,
    comparison: newest && before ? compareAssessments(newest, before) : null,
    mood,
    focusAreas: latest ? focusAreas(latest, mood.low || mood.trend === 'declining') : [],
    unreadable,
  };
}
