// When the user writes: the weekday (and part of the day) that holds clearly more entries than chance would.
import { HOUR_MS, startOfDayKey, weekdayOfKey } from '@groeipad/domain';
import { binomialZ, confidenceFrom, MIN_EVIDENCE, round2 } from '../stats';
import type { Candidate, DetectorInput, PartOfDay } from './candidate';

/** A rhythm needs a week's worth of entries at least. */
export const MIN_RHYTHM_ENTRIES = 7;
/** The favourite day needs this many entries itself. */
export const MIN_DAY_ENTRIES = 3;
/** A part of the day is named when it holds this share of that weekday's entries (and MIN_DAY_ENTRIES). */
export const PART_SHARE = 0.6;

function partOf(hour: number): PartOfDay {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 22) return 'evening';
  return 'night';
}

export function writingRhythmInsight(input: DetectorInput): Candidate | null {
  const total = input.entries.length;
  if (total < MIN_RHYTHM_ENTRIES) return null;
  const perWeekday: PartOfDay[][] = Array.from({ length: 7 }, () => []);
  for (const entry of input.entries) {
    const day = input.keyOf(entry.created_at);
    const hour = Math.floor((entry.created_at - startOfDayKey(day, input.timeZone)) / HOUR_MS);
    perWeekday[weekdayOfKey(day)]?.push(partOf(hour));
  }
  // Most entries wins; among equals the earlier weekday, so the result never depends on order.
  let weekday = 0;
  perWeekday.forEach((parts, index) => {
    if (parts.length > (perWeekday[weekday]?.length ?? 0)) weekday = index;
  });
  const parts = perWeekday[weekday] ?? [];
  const count = parts.length;
  const statistic = binomialZ(count, total, 1 / 7);
  if (count < MIN_DAY_ENTRIES || statistic < MIN_EVIDENCE) return null;

  const partCounts = new Map<PartOfDay, number>();
  for (const part of parts) partCounts.set(part, (partCounts.get(part) ?? 0) + 1);
  const [topPart, partCount] = [...partCounts].sort((a, b) => b[1] - a[1])[0] ?? ['night', 0];
  const part =
    partCount >= MIN_DAY_ENTRIES && partCount / count >= PART_SHARE ? topPart : undefined;
  return {
    key: part ? `writing_rhythm:${weekday}:${part}` : `writing_rhythm:${weekday}`,
    type: 'writing_rhythm',
    direction: 'up',
    statistic,
    confidence: confidenceFrom(statistic, count),
    sampleSize: total,
    evidence: {
      count,
      total,
      share: round2(count / total),
      ...(part ? { partCount } : {}),
    },
    dataSources: ['enhanced_journal_entries'],
    weekday,
    ...(part ? { part } : {}),
  };
}
