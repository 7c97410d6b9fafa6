// Super insights: a few findings across journal, moods, goals, tasks and planning, only where the data holds them up.
import { type DayKey } from '@groeipad/domain';
import { dayKeyer, inRange } from './days';
import type { Candidate, DetectorInput } from './detectors/candidate';
import { markerMoodInsights } from './detectors/markers';
import { goalsMoodInsight, weekdayMoodInsight, writingMoodInsight } from './detectors/mood-days';
import { goalDurationInsight, planningGoalsInsight, taskDueInsight } from './detectors/rates';
import { writingRhythmInsight } from './detectors/rhythm';
import { insightTexts } from './super-texts';
import type { SuperInsight, SuperInsightsInput } from './types';

export const MAX_SUPER_INSIGHTS = 6;

function candidates(input: DetectorInput): Candidate[] {
  const single = [
    writingMoodInsight(input),
    goalsMoodInsight(input),
    weekdayMoodInsight(input),
    writingRhythmInsight(input),
    goalDurationInsight(input),
    taskDueInsight(input),
    planningGoalsInsight(input),
  ];
  return [...markerMoodInsights(input), ...single.filter((c): c is Candidate => c !== null)];
}

/**
 * Up to MAX_SUPER_INSIGHTS findings over [from, now), best supported first. Each has passed its
 * detector's minimum sample size and effect size; with too little data the list is empty.
 */
export function buildSuperInsights(input: SuperInsightsInput): SuperInsight[] {
  const keyOf = dayKeyer(input.timeZone);
  const within = (ms: number) => inRange(ms, input.from, input.now);
  const today: DayKey = keyOf(input.now);
  const windowed: DetectorInput = {
    ...input,
    keyOf,
    today,
    entries: input.entries.filter((e) => within(e.date)),
    moods: input.moods.filter((m) => within(m.timestamp)),
    goals: input.goals.filter((g) => within(g.target_date)),
    planning: input.planning.filter((p) => within(p.session_date)),
  };
  return candidates(windowed)
    .sort(
      (a, b) =>
        b.confidence - a.confidence ||
        Math.abs(b.statistic) - Math.abs(a.statistic) ||
        a.key.localeCompare(b.key),
    )
    .slice(0, MAX_SUPER_INSIGHTS)
    .map((candidate) => ({
      key: candidate.key,
      type: candidate.type,
      direction: candidate.direction,
      ...insightTexts(candidate, input.language),
      confidence: candidate.confidence,
      evidence: candidate.evidence,
      sampleSize: candidate.sampleSize,
      dataSources: candidate.dataSources,
    }));
}
