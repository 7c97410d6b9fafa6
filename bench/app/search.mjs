// One search run: load /search (index build), then time each query from its input event to its results.
import { QUERIES, SCREENS, SEARCH } from './config.mjs';
import { loadScreen } from './screens.mjs';
import { queryDone } from './watch.mjs';

const trackOptions = {
  input: SEARCH.input,
  results: SEARCH.results,
  attribute: SEARCH.resultsAttribute,
  region: SEARCH.region,
};

/** Fills `text` and waits for the results; null when nothing changed within the query timeout. */
async function typeAndWait(page, text) {
  await page.evaluate((options) => globalThis.__appBench.track(options), trackOptions);
  await page.fill(SEARCH.input, text);
  try {
    const handle = await page.waitForFunction(
      queryDone,
      { quietMs: SEARCH.quietMs, debounceMs: SEARCH.debounceMs },
      { polling: 50, timeout: SEARCH.queryTimeoutMs },
    );
    const done = await handle.jsonValue();
    const figures = await page.evaluate(() => {
      const state = globalThis.__appBench;
      return { inputAt: state.inputAt, firstMutationAt: state.tracking.firstMutationAt };
    });
    return { ...done, ...figures };
  } catch (error) {
    if (error?.name !== 'TimeoutError') throw error;
    return null;
  }
}

function querySample(query, done) {
  if (!done) return { label: query.label, text: query.text, method: 'timeout' };
  const rawMs = done.at - done.inputAt;
  return {
    label: query.label,
    text: query.text,
    params: query.params ?? null,
    method: done.method,
    results: done.value,
    rawMs,
    minusDebounceMs: rawMs - SEARCH.debounceMs,
    firstChangeMs: done.firstMutationAt === null ? null : done.firstMutationAt - done.inputAt,
  };
}

/**
 * Loads /search under `mode`, then runs every query of QUERIES; a query with `params` first opens
 * /search?<params> in a new page. Returns the index figures and one sample per query.
 */
export async function searchRun(context, url, mode, resultsDir) {
  const screen = SCREENS.search;
  const load = (where) => loadScreen(context, url, 'search', screen, mode, resultsDir, where);
  const first = await load(screen.path);
  let page = first.page;
  let params = null;
  const queries = [];
  const paramLoads = [];
  try {
    for (const query of QUERIES) {
      if ((query.params ?? null) !== params) {
        await page.close();
        params = query.params ?? null;
        const loaded = await load(params ? `${screen.path}?${params}` : screen.path);
        page = loaded.page;
        paramLoads.push({ params, readyMs: loaded.result.readyMs });
      }
      queries.push(querySample(query, await typeAndWait(page, query.text)));
      // Back to the empty query, so every query starts from the same list.
      await typeAndWait(page, '');
    }
  } finally {
    await page.close();
  }
  return { index: first.result, paramLoads, queries };
}
