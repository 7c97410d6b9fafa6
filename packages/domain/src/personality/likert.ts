// The five-point answer scale shared by the personality test and the wellness check.

/** 1 = strongly disagree (or "very little") .. 5 = strongly agree (or "very much"). */
export const LIKERT_VALUES = [1, 2, 3, 4, 5] as const;
export type Likert = (typeof LIKERT_VALUES)[number];

/** Answers come back from storage and forms untyped; only the five integers count as answered. */
export function isLikert(value: unknown): value is Likert {
  return LIKERT_VALUES.some((likert) => likert === value);
}
