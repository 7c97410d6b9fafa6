// A member's daily challenges for one local day (issue 20): `dailyPicks` over the catalogue with the context
// every device derives the same way: the fit for their type, the difficulty they finished most in the last
// 30 days, their weakest life areas (latest questionnaire score per area) and what they did the last two
// days. The challenge screens show these picks and the auto-completion completes exactly these.
import { daysBetweenKeys, type DayKey } from '../daily/days';
import type { MbtiType } from '../mbti';
import {
  CHALLENGE_CATALOGUE,
  catalogueChallenge,
  mbtiRelevance,
  type CatalogueChallenge,
  type ChallengeDifficulty,
} from './catalogue';
import { dailyPicks } from './daily-picks';

export const DAILY_PICKS_PER_DAY = 3;
/** Challenges done in this many days before today are picked rarely again. */
const RECENT_DAYS = 2;
/** The window in which the most finished difficulty is the preferred one. */
const PREFERENCE_DAYS = 30;

/** One levensgebied questionnaire's score. */
export type AreaScore = { area: string; score: number; completedAt: number };

/** The areas with a score, weakest latest score first (the area id on a tie, so every device agrees). */
export function weakestAreas(scores: readonly AreaScore[]): string[] {
  const latest = new Map<string, AreaScore>();
  for (const score of scores) {
    const known = latest.get(score.area);
    if (!known || score.completedAt > known.completedAt) latest.set(score.area, score);
  }
  return [...latest.values()]
    .sort((a, b) => a.score - b.score || (a.area < b.area ? -1 : 1))
    .map((score) => score.area);
}

/** The difficulty of most done days in the 30 days before today; none without any. */
export function preferredDifficulty(
  doneDaysById: Readonly<Record<string, readonly DayKey[]>>,
  today: DayKey,
): ChallengeDifficulty | null {
  const counts: Record<ChallengeDifficulty, number> = { easy: 0, medium: 0, hard: 0 };
  for (const [id, days] of Object.entries(doneDaysById)) {
    const challenge = catalogueChallenge(id);
    if (!challenge) continue;
    for (const day of days) {
      const ago = daysBetweenKeys(day, today);
      if (ago >= 1 && ago <= PREFERENCE_DAYS) counts[challenge.difficulty] += 1;
    }
  }
  const best = (Object.keys(counts) as ChallengeDifficulty[]).sort(
    (a, b) => counts[b] - counts[a],
  )[0]!;
  return counts[best] > 0 ? best : null;
}

/** Only days BEFORE today count, so finishing one today never changes today's picks. */
function recentIds(doneDaysById: Readonly<Record<string, readonly DayKey[]>>, today: DayKey) {
  return Object.entries(doneDaysById)
    .filter(([, days]) =>
      days.some((day) => {
        const ago = daysBetweenKeys(day, today);
        return ago >= 1 && ago <= RECENT_DAYS;
      }),
    )
    .map(([id]) => id);
}

export function memberDailyPicks(input: {
  userId: string;
  type: MbtiType;
  today: DayKey;
  areaScores: readonly AreaScore[];
  /** The member's done days per challenge id (ChallengeProgress.byChallenge[id].doneDays). */
  doneDaysById: Readonly<Record<string, readonly DayKey[]>>;
}): CatalogueChallenge[] {
  const ids = dailyPicks(
    CHALLENGE_CATALOGUE,
    {
      userId: input.userId,
      localDate: input.today,
      fit: (id) => {
        const challenge = catalogueChallenge(id);
        return challenge ? mbtiRelevance(challenge, input.type) : 0;
      },
      preferredDifficulty: preferredDifficulty(input.doneDaysById, input.today),
      weakestAreas: weakestAreas(input.areaScores),
      recent: recentIds(input.doneDaysById, input.today),
    },
    DAILY_PICKS_PER_DAY,
  );
  return ids.flatMap((id) => {
    const challenge = catalogueChallenge(id);
    return challenge ? [challenge] : [];
  });
}
