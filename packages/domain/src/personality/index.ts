// Public surface of the personality test: items, tests, scoring, generated answers and result wording.
export { LIKERT_VALUES, isLikert } from './likert';
export type { Likert } from './likert';
export { DIMENSIONS, dimensionLetters, SELF_REPORTED_VERSION } from './types';
export type {
  Dimension,
  DimensionLetter,
  DimensionScore,
  PersonalityItem,
  PersonalityResult,
  PersonalityScore,
  PersonalityTest,
} from './types';
export { PERSONALITY_ITEMS, LONG_TEST } from './item-bank';
export type { PersonalityItemId } from './item-bank';
export { SHORT_TEST } from './short-test';
export { CONFIDENCE_STRENGTH_WEIGHT, scorePersonality } from './score';
export { generateAnswers } from './generate';
export { createPrng } from './prng';
export { confidenceLevel, preferenceClarity } from './result-levels';
export type { ConfidenceLevel, PreferenceClarity } from './result-levels';
