// Test support: a real Groeipad database on an isolated in-memory IndexedDB, and a clock that ticks.
import { openTestDb } from '../database';

export const T0 = 1_700_000_000_000;

/** Each call is one second later, so records get distinct, ordered created_at stamps. */
export function tickingClock(start = T0): () => number {
  let now = start;
  return () => (now += 1000);
}

/** No user: the profile tests go through onboarding's own writes. */
export function openProfileDb() {
  return openTestDb({ now: () => T0, user: false });
}
