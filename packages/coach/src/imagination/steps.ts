// The six steps of a guided active-imagination session, in order, and the version of the script they form.

/** Settle and breathe, a place, a figure or symbol, a question, its answer, coming back with an insight. */
export const IMAGINATION_STEPS = [
  'settle',
  'place',
  'figure',
  'question',
  'answer',
  'insight',
] as const;
export type ImaginationStepId = (typeof IMAGINATION_STEPS)[number];

/** Stored in imagination_sessions.version: the prompts a session saved came from this script. */
export const IMAGINATION_SCRIPT_VERSION = 1;

/** Written into inspirations.source for inspirations that came out of a session. */
export const IMAGINATION_SOURCE = 'active_imagination';

export function imaginationStepId(index: number): ImaginationStepId | undefined {
  return Number.isInteger(index) ? IMAGINATION_STEPS[index] : undefined;
}

export function isImaginationStepId(value: unknown): value is ImaginationStepId {
  return IMAGINATION_STEPS.some((id) => id === value);
}
