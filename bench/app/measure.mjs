// The measured runs: a warm-up that also decides which ready marker a screen has, then RUNS timed loads.
import { QUERIES, RUNS, SCREENS, SEARCH, WARM_UP_RUNS } from './config.mjs';
import { stats } from './report.mjs';
import { loadScreen, SelectorMissingError } from './screens.mjs';
import { searchRun } from './search.mjs';

/**
 * Runs `once(mode)` WARM_UP_RUNS + RUNS times. The first warm-up probes (primary marker, else the
 * fallback) and fixes the mode for the rest. A missing selector ends the screen with its error.
 */
async function repeat(label, once) {
  let mode = 'probe';
  const warmUp = [];
  const runs = [];
  try {
    for (let i = 0; i < WARM_UP_RUNS + RUNS; i += 1) {
      const counted = i >= WARM_UP_RUNS;
      console.log(`bench: ${label} ${counted ? `run ${i - WARM_UP_RUNS + 1}/${RUNS}` : 'warm-up'}`);
      const result = await once(mode);
      if (mode === 'probe') {
        mode = result.marker ?? result.index.marker;
        if (mode === 'fallback')
          console.log(`bench: ${label}: primary marker absent, using the fallback`);
      }
      (counted ? runs : warmUp).push(result);
    }
    return { mode, warmUp, runs, error: null };
  } catch (error) {
    if (!(error instanceof SelectorMissingError)) throw error;
    console.error(`bench: ${error.message}`);
    return { mode, warmUp, runs, error: error.message };
  }
}

/** Home or analytics: RUNS fresh loads of the screen. */
export function measureScreen(context, url, name, resultsDir) {
  return repeat(name, async (mode) => {
    const { page, result } = await loadScreen(context, url, name, SCREENS[name], mode, resultsDir);
    await page.close();
    return result;
  });
}

export function measureSearch(context, url, resultsDir) {
  return repeat('search', (mode) => searchRun(context, url, mode, resultsDir));
}

function loadSummary(measured, pick = (run) => run) {
  const loads = measured.runs.map(pick);
  return {
    marker: measured.mode,
    error: measured.error,
    ready: stats(loads.map((r) => r.readyMs)),
    lcp: stats(loads.map((r) => r.lcpMs)),
    heap: stats(loads.map((r) => r.jsHeapUsedBytes)),
    swControlledRuns: loads.filter((r) => r.swControlled).length,
  };
}

/** Medians and ranges per screen and per query, for the table and the results file. */
export function summarise({ home, analytics, search }) {
  const queries = QUERIES.map((query, i) => {
    const samples = search.runs.map((run) => run.queries[i]).filter(Boolean);
    return {
      label: query.label,
      text: query.text,
      params: query.params ?? null,
      raw: stats(samples.map((s) => s.rawMs)),
      minusDebounce: stats(samples.map((s) => s.minusDebounceMs)),
      methods: [...new Set(samples.map((s) => s.method))],
    };
  });
  return {
    home: loadSummary(home),
    analytics: loadSummary(analytics),
    search: {
      ...loadSummary(search, (run) => run.index),
      debounceMs: SEARCH.debounceMs,
      queries: search.runs.length > 0 ? queries : [],
    },
  };
}
