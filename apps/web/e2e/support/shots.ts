// Test support: screenshots for people to look at. A picture asserts nothing, so pictures are taken on
// request (E2E_SHOTS=1), not in every run; the checks around them run either way.
export const TAKE_SHOTS = process.env.E2E_SHOTS === '1';

/** Runs `take` (a page or element screenshot) only when E2E_SHOTS=1. */
export async function shot(take: () => Promise<unknown>): Promise<void> {
  if (TAKE_SHOTS) await take();
}
