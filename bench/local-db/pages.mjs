// Page-level steps of the local-db benchmark: one bench call per fresh page, and the durability trial.

const STEP_TIMEOUT_MS = 180_000;

async function openBenchPage(context, url) {
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  await page.goto(url);
  await page.waitForFunction(() => 'bench' in globalThis);
  return page;
}

/** Runs one bench call in a fresh page (a new page load, so a new db instance), then closes the page. */
export async function inFreshPage(context, url, method, ...args) {
  const page = await openBenchPage(context, url);
  const result = await page.evaluate(([m, a]) => globalThis.bench[m](...a), [method, args]);
  await page.close();
  return result;
}

/**
 * Awaits an acknowledged write, waits `waitMs` (0: none), closes the page, then looks for the
 * record from a new page of the same context.
 */
export async function durabilityTrial(context, url, stack, marker, waitMs) {
  const page = await openBenchPage(context, url);
  const id = await page.evaluate(([s, m]) => globalThis.bench.writeOne(s, m), [stack, marker]);
  if (waitMs > 0) await page.waitForTimeout(waitMs);
  await page.close();
  return { id, waitMs, found: await inFreshPage(context, url, 'has', stack, id) };
}
