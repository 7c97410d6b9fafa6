// Scores a personality test: per dimension a letter and a preference strength, then the type and a confidence.
import { isMbtiType } from '../mbti';
import { isLikert, type Likert } from './likert';
import {
  DIMENSIONS,
  dimensionLetters,
  type Dimension,
  type DimensionLetter,
  type DimensionScore,
  type PersonalityItem,
  type PersonalityScore,
  type PersonalityTest,
} from './types';

/** How much of the confidence comes from the mean strength; the rest from the share of non-neutral answers. */
export const CONFIDENCE_STRENGTH_WEIGHT = 0.8;

type Pull = { item: PersonalityItem; towardsFirst: number };

/** A Likert answer as -2..+2 towards the dimension's first letter (agreeing with a 'second' item pulls away). */
function towardsFirst(item: PersonalityItem, answer: Likert): number {
  const agreement = answer - 3;
  return item.keyed === 'first' ? agreement : -agreement;
}

/**
 * Tie rule (net 0): the letter of the most strongly answered statements, when they all point the same
 * way, because one firm answer says more than several mild ones; otherwise (all neutral, or the strongest
 * answers contradict each other) the second letter I/N/F/P, the convention of Myers-Briggs scoring, so
 * that a tie never depends on item order.
 */
function tieLetter(dimension: Dimension, pulls: readonly Pull[]): DimensionLetter {
  const [first, second] = dimensionLetters[dimension];
  const strongest = Math.max(0, ...pulls.map((pull) => Math.abs(pull.towardsFirst)));
  if (strongest === 0) return second;
  const firmest = pulls.filter((pull) => Math.abs(pull.towardsFirst) === strongest);
  return firmest.every((pull) => pull.towardsFirst > 0) ? first : second;
}

type DimensionOutcome = DimensionScore & { letter: DimensionLetter; clarity: number };

function scoreDimension(dimension: Dimension, pulls: readonly Pull[]): DimensionOutcome {
  const [first, second] = dimensionLetters[dimension];
  const net = pulls.reduce((sum, pull) => sum + pull.towardsFirst, 0);
  const max = 2 * pulls.length;
  const clarity = max === 0 ? 0 : Math.abs(net) / max;
  const letter = net > 0 ? first : net < 0 ? second : tieLetter(dimension, pulls);
  return { letter, strength: Math.round(clarity * 100), clarity };
}

/**
 * Strength = |net| / (2 x items in the dimension) x 100, rounded. Confidence = 0.8 x mean unrounded strength
 * (0-1) + 0.2 x share of answers that are not neutral, rounded to 2 decimals: mostly how clear the
 * preferences are, a little whether the user took a side at all (agreeing with everything gives 0.2).
 * Answers that are not 1..5 count as missing; answers to items outside the test are ignored.
 */
export function scorePersonality(
  test: PersonalityTest,
  answers: Partial<Record<string, Likert>>,
): PersonalityScore {
  const missing = test.items.filter((item) => !isLikert(answers[item.id])).map((item) => item.id);
  if (missing.length > 0) return { ok: false, missing };

  const pulls = test.items.map((item) => ({
    item,
    towardsFirst: towardsFirst(item, answers[item.id] as Likert),
  }));
  const outcomes = DIMENSIONS.map((dimension) =>
    scoreDimension(
      dimension,
      pulls.filter((pull) => pull.item.dimension === dimension),
    ),
  );
  const type = outcomes.map((outcome) => outcome.letter).join('');
  if (!isMbtiType(type)) throw new Error(`Scoring produced an invalid type ${type}`);

  const dimensions = Object.fromEntries(
    DIMENSIONS.map((dimension, i) => {
      const { letter, strength } = outcomes[i] as DimensionOutcome;
      return [dimension, { letter, strength }];
    }),
  ) as Record<Dimension, DimensionScore>;
  const meanClarity = outcomes.reduce((sum, o) => sum + o.clarity, 0) / outcomes.length;
  const decided = pulls.filter((pull) => pull.towardsFirst !== 0).length / (pulls.length || 1);
  const raw = CONFIDENCE_STRENGTH_WEIGHT * meanClarity + (1 - CONFIDENCE_STRENGTH_WEIGHT) * decided;
  const confidence = Math.round(raw * 100) / 100;

  return { ok: true, result: { type, dimensions, confidence, testVersion: test.version } };
}
