// Test helpers: answers that agree fully with every statement pointing to a type.
import type { MbtiType } from '../mbti';
import type { Likert } from '../personality/likert';
import { DIMENSIONS, dimensionLetters, type PersonalityTest } from '../personality/types';

export function extremeAnswers(test: PersonalityTest, type: MbtiType): Record<string, Likert> {
  const answers: Record<string, Likert> = {};
  for (const item of test.items) {
    const letter = type[DIMENSIONS.indexOf(item.dimension)];
    const keyedLetter = dimensionLetters[item.dimension][item.keyed === 'first' ? 0 : 1];
    answers[item.id] = letter === keyedLetter ? 5 : 1;
  }
  return answers;
}
