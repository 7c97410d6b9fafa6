// Shapes of the personality test: the four dimensions, keyed items, tests and the scored result.
import type { MbtiType } from '../mbti';

export const DIMENSIONS = ['EI', 'SN', 'TF', 'JP'] as const;
export type Dimension = (typeof DIMENSIONS)[number];
export type DimensionLetter = 'E' | 'I' | 'S' | 'N' | 'T' | 'F' | 'J' | 'P';

/** [first, second]: the order the letters have in the dimension's name, and in `keyed`. */
export const dimensionLetters = {
  EI: ['E', 'I'],
  SN: ['S', 'N'],
  TF: ['T', 'F'],
  JP: ['J', 'P'],
} as const satisfies Record<Dimension, readonly [DimensionLetter, DimensionLetter]>;

/** Agreeing with a 'first'-keyed item points to E/S/T/J, with a 'second'-keyed one to I/N/F/P. */
export type PersonalityItem = { id: string; dimension: Dimension; keyed: 'first' | 'second' };

/** Item text is the i18n key `personality:items.<id>`. */
export type PersonalityTest = { version: string; items: readonly PersonalityItem[] };

/** The test version of an mbti_profiles record whose type the user chose instead of testing. */
export const SELF_REPORTED_VERSION = 'self-reported';

export type DimensionScore = { letter: string; /** 0-100 */ strength: number };

export type PersonalityResult = {
  type: MbtiType;
  dimensions: Record<Dimension, DimensionScore>;
  /** 0-1 */
  confidence: number;
  testVersion: string;
  answeredAt?: never;
};

export type PersonalityScore =
  { ok: true; result: PersonalityResult } | { ok: false; missing: string[] };
