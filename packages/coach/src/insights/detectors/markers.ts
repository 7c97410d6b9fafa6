// Mood on days with something the user noted (an activity, a trigger, a journal tag) against days without it.
import { parseStringList, type DayKey } from '@groeipad/domain';
import { dayAverages, entryTags, moodsPerDay } from '../days';
import type { InsightSource } from '../types';
import { splitAndCompare, type Candidate, type DetectorInput, type MarkerKind } from './candidate';

/** Two findings at most, so one busy habit list cannot fill the whole screen. */
export const MAX_MARKER_INSIGHTS = 2;
/**
 * Every activity, trigger and tag is tried, so one of many could pass the usual bar by chance:
 * a marker needs stronger evidence than a single comparison does.
 */
export const MARKER_EVIDENCE = 2.5;

type Marker = { kind: MarkerKind; value: string; days: Set<DayKey> };

function collectMarkers(input: DetectorInput): Map<string, Marker> {
  const markers = new Map<string, Marker>();
  const note = (kind: MarkerKind, raw: string, day: DayKey) => {
    const value = raw.trim();
    if (value === '') return;
    const id = `${kind}:${value.toLocaleLowerCase()}`;
    const found = markers.get(id);
    if (found) found.days.add(day);
    else markers.set(id, { kind, value, days: new Set([day]) });
  };
  for (const mood of input.moods) {
    const day = input.keyOf(mood.timestamp);
    for (const activity of parseStringList(mood.activities)) note('activity', activity, day);
    for (const trigger of parseStringList(mood.triggers)) note('trigger', trigger, day);
  }
  for (const entry of input.entries) {
    for (const tag of entryTags(entry)) note('tag', tag, input.keyOf(entry.date));
  }
  return markers;
}

export function markerMoodInsights(input: DetectorInput): Candidate[] {
  const averages = dayAverages(moodsPerDay(input.keyOf, input.moods, input.entries));
  const found: Candidate[] = [];
  for (const [id, marker] of collectMarkers(input)) {
    const comparison = splitAndCompare(averages, (day) => marker.days.has(day));
    if (!comparison || Math.abs(comparison.statistic) < MARKER_EVIDENCE) continue;
    const source: InsightSource =
      marker.kind === 'tag' ? 'enhanced_journal_entries' : 'mood_tracking';
    found.push({
      ...comparison,
      key: `marker_mood:${id}`,
      type: 'marker_mood',
      dataSources: [...new Set<InsightSource>([source, 'mood_tracking'])],
      marker: { kind: marker.kind, value: marker.value },
    });
  }
  return found
    .sort((a, b) => Math.abs(b.statistic) - Math.abs(a.statistic) || a.key.localeCompare(b.key))
    .slice(0, MAX_MARKER_INSIGHTS);
}
