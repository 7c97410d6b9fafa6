// Deterministic answer sets for /mock-test, the onboarding simulator and tests.
import type { MbtiType } from '../mbti';
import { LIKERT_VALUES, type Likert } from './likert';
import { createPrng, pickIndex } from './prng';
import { DIMENSIONS, dimensionLetters, type PersonalityItem, type PersonalityTest } from './types';

/** +1 when agreeing with the item moves towards `letter`, else -1. */
function agreeSign(item: PersonalityItem, letter: string): 1 | -1 {
  const [first] = dimensionLetters[item.dimension];
  const pointsToFirst = item.keyed === 'first';
  return pointsToFirst === (letter === first) ? 1 : -1;
}

function toLikert(value: number): Likert {
  return LIKERT_VALUES[Math.min(4, Math.max(0, value - 1))] ?? 3;
}

/**
 * Random answers from `seed`. With a `target`, each dimension is then nudged one answer step at a time
 * (a randomly chosen statement that can still move) until its net leans strictly towards the target letter,
 * so the answers score to exactly that type without every statement being answered at the extreme.
 */
export function generateAnswers(
  test: PersonalityTest,
  seed: number,
  target?: MbtiType,
): Record<string, Likert> {
  const random = createPrng(seed);
  const answers: Record<string, Likert> = {};
  for (const item of test.items) answers[item.id] = toLikert(1 + pickIndex(random, 5));
  if (target === undefined) return answers;

  DIMENSIONS.forEach((dimension, position) => {
    const letter = target[position] ?? '';
    const items = test.items.filter((item) => item.dimension === dimension);
    const lean = () =>
      items.reduce((sum, item) => sum + agreeSign(item, letter) * ((answers[item.id] ?? 3) - 3), 0);
    while (lean() <= 0) {
      const movable = items.filter((item) => {
        const answer = answers[item.id] ?? 3;
        return agreeSign(item, letter) > 0 ? answer < 5 : answer > 1;
      });
      const item = movable[pickIndex(random, movable.length)];
      if (!item) break;
      answers[item.id] = toLikert((answers[item.id] ?? 3) + agreeSign(item, letter));
    }
  });
  return answers;
}
