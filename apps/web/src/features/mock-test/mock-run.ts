// One demo run of the personality test: generated answers, the domain's scoring and each dimension's raw net.
import {
  DIMENSIONS,
  dimensionLetters,
  generateAnswers,
  scorePersonality,
  type Dimension,
  type Likert,
  type MbtiType,
  type PersonalityScore,
  type PersonalityTest,
} from '@groeipad/domain';

export type DimensionDetail = {
  dimension: Dimension;
  /** Sum over the dimension's statements of (answer - 3), sign flipped for I/N/F/P-keyed ones. */
  net: number;
  /** The largest possible |net|: 2 per statement. */
  max: number;
  items: number;
  /** net 0: the letter came from the tie rule, not from a lean. */
  tie: boolean;
};

export type MockRun = {
  answers: Record<string, Likert>;
  score: PersonalityScore;
  details: DimensionDetail[];
};

/** Positive: towards E/S/T/J, negative: towards I/N/F/P (the scorer's own convention). */
export function dimensionNet(
  test: PersonalityTest,
  answers: Readonly<Record<string, Likert>>,
  dimension: Dimension,
): DimensionDetail {
  const items = test.items.filter((item) => item.dimension === dimension);
  const net = items.reduce((sum, item) => {
    const agreement = (answers[item.id] ?? 3) - 3;
    return sum + (item.keyed === 'first' ? agreement : -agreement);
  }, 0);
  return { dimension, net, max: 2 * items.length, items: items.length, tie: net === 0 };
}

export function mockRun(test: PersonalityTest, seed: number, target?: MbtiType): MockRun {
  const answers = generateAnswers(test, seed, target);
  return {
    answers,
    score: scorePersonality(test, answers),
    details: DIMENSIONS.map((dimension) => dimensionNet(test, answers, dimension)),
  };
}

/** The letter a net leans to, for the tie note ('E' for EI +3). */
export function leaningLetter(detail: DimensionDetail): string | undefined {
  const [first, second] = dimensionLetters[detail.dimension];
  if (detail.net === 0) return undefined;
  return detail.net > 0 ? first : second;
}

/** A seed from 1 to 999 999: short enough to read out and type in during a demo. */
export function nextSeed(random: () => number = Math.random): number {
  return 1 + Math.floor(random() * 999_999);
}

/** Whole numbers 0 .. 2^31-1; anything else is not a usable seed. */
export function parseSeed(value: string | number): number | undefined {
  if (typeof value === 'string' && !/^\d+$/.test(value.trim())) return undefined;
  const seed = typeof value === 'number' ? value : Number(value.trim());
  return Number.isInteger(seed) && seed >= 0 && seed <= 2_147_483_647 ? seed : undefined;
}
