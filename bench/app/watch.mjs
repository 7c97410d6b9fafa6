// The in-page watcher, installed before the app's scripts in every page: records when each screen's
// selectors first match (ms from navigation start, via a MutationObserver), the last input event, the
// largest contentful paint, and the changes in the search results while a query is tracked.
/* global document, MutationObserver, addEventListener -- these functions run in the page */

/**
 * Runs in the page (serialised by Playwright: no closures over module scope).
 * @param {{ conditions: Record<string, string[]>, attributes: string[] }} options
 */
export function installWatcher({ conditions, attributes }) {
  const state = {
    hits: {},
    inputAt: null,
    lcp: null,
    tracking: null,
  };
  globalThis.__appBench = state;

  function check() {
    const now = performance.now();
    for (const [name, selectors] of Object.entries(conditions)) {
      if (state.hits[name] !== undefined) continue;
      if (selectors.every((selector) => document.querySelector(selector) !== null)) {
        state.hits[name] = now;
      }
    }
  }

  function observeTracking(records) {
    const t = state.tracking;
    if (!t) return;
    const now = performance.now();
    const region = document.querySelector(t.region);
    // The field's own box changes as you type (a clear button appears): that is not the results.
    const box = document.querySelector(t.input)?.parentElement;
    const inResults = (r) => region.contains(r.target) && !(box && box.contains(r.target));
    if (region && records.some(inResults)) {
      t.firstMutationAt ??= now;
      t.lastMutationAt = now;
    }
    const results = document.querySelector(t.results);
    const value = results ? results.getAttribute(t.attribute) : null;
    if (t.changedAt === null && value !== null && value !== t.before && /^\d+$/.test(value)) {
      t.changedAt = now;
      t.value = value;
    }
  }

  const observer = new MutationObserver((records) => {
    check();
    observeTracking(records);
  });
  observer.observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: attributes,
  });

  addEventListener('input', () => (state.inputAt = performance.now()), { capture: true });

  try {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      state.lcp = entries[entries.length - 1].startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // No LCP in this browser: the report shows none.
  }

  /** Starts tracking the results for the next query; `before` is the result count now shown. */
  state.track = (options) => {
    const results = document.querySelector(options.results);
    state.tracking = {
      ...options,
      before: results ? results.getAttribute(options.attribute) : null,
      changedAt: null,
      value: null,
      firstMutationAt: null,
      lastMutationAt: null,
    };
  };
}

/**
 * In the page: whether the tracked query has its results. Done when the count attribute changed, or,
 * without a change, when the region has been quiet for `quietMs` after a change that came after the input.
 */
export function queryDone({ quietMs, debounceMs }) {
  const state = globalThis.__appBench;
  const t = state.tracking;
  if (!t || state.inputAt === null) return false;
  if (t.changedAt !== null) return { method: 'attribute', at: t.changedAt, value: t.value };
  const now = performance.now();
  const settled =
    t.lastMutationAt !== null &&
    t.lastMutationAt > state.inputAt &&
    now - t.lastMutationAt >= quietMs &&
    now - state.inputAt >= debounceMs + quietMs;
  return settled ? { method: 'mutations', at: t.lastMutationAt, value: null } : false;
}
