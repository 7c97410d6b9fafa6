// The day's challenges for one member (issue 20): a few daily challenges picked for their type, preferred
// difficulty and weakest life areas, the same on every device, because the choice is seeded by the member's
// id and the local date (never by the device or the moment it asks).
import type { DayKey } from '../daily/days';
import { createPrng, textSeed } from '../personality/prng';

export type PickCandidate = {
  id: string;
  frequency: 'daily' | 'weekly' | 'multi_week';
  difficulty: 'easy' | 'medium' | 'hard';
  /** The levensgebied it works on, if one. */
  lifeArea?: string | null;
};

export type PickContext = {
  userId: string;
  /** The member's local date today (their zone now). */
  localDate: DayKey;
  /** How well a challenge suits the member's type: 0 (not especially) to 3 (made for it). */
  fit: (challengeId: string) => number;
  preferredDifficulty?: PickCandidate['difficulty'] | null;
  /** Their weakest life areas, weakest first. */
  weakestAreas?: readonly string[];
  /** Challenges picked or done in the last days: not again so soon. */
  recent?: readonly string[];
};

function weightOf(candidate: PickCandidate, context: PickContext): number {
  const fit = Math.max(0, Math.min(3, context.fit(candidate.id)));
  let weight = 1 + fit * 1.5;
  if (context.preferredDifficulty && candidate.difficulty === context.preferredDifficulty)
    weight += 2;
  const areaRank = candidate.lifeArea
    ? (context.weakestAreas ?? []).indexOf(candidate.lifeArea)
    : -1;
  if (areaRank === 0) weight += 4;
  else if (areaRank > 0) weight += 2;
  if (context.recent?.includes(candidate.id)) weight *= 0.05;
  return weight;
}

/** `count` daily challenges for the day, best fits more likely, never two on the same life area. */
export function dailyPicks(
  candidates: readonly PickCandidate[],
  context: PickContext,
  count = 3,
): string[] {
  // Sorted by id first: the catalogue's order (or a device's) never changes the outcome.
  const pool = candidates
    .filter((candidate) => candidate.frequency === 'daily')
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((candidate) => ({ candidate, weight: weightOf(candidate, context) }));
  const random = createPrng(textSeed(`${context.userId}|${context.localDate}`));
  const picked: string[] = [];
  const areas = new Set<string>();
  while (picked.length < count && pool.length > 0) {
    const open = pool.filter(
      ({ candidate }) => !candidate.lifeArea || !areas.has(candidate.lifeArea),
    );
    const from = open.length > 0 ? open : pool;
    const total = from.reduce((sum, entry) => sum + entry.weight, 0);
    let roll = random() * total;
    let chosen = from[from.length - 1]!;
    for (const entry of from) {
      roll -= entry.weight;
      if (roll < 0) {
        chosen = entry;
        break;
      }
    }
    picked.push(chosen.candidate.id);
    if (chosen.candidate.lifeArea) areas.add(chosen.candidate.lifeArea);
    pool.splice(pool.indexOf(chosen), 1);
  }
  return picked;
}
