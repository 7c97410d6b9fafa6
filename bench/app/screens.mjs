// One timed page load of a screen: a new page, the screen's ready selectors, paint and heap figures.
/* global document, location -- pageFigures and saveMissing run in the page */
import path from 'node:path';
import { PRIMARY_GRACE_MS, SELECTOR_TIMEOUT_MS } from './config.mjs';

export class SelectorMissingError extends Error {
  name = 'SelectorMissingError';
}

/** The watcher's conditions for every screen: `<screen>:primary` and `<screen>:fallback`. */
export function screenConditions(screens) {
  const conditions = {};
  for (const [name, screen] of Object.entries(screens)) {
    conditions[`${name}:primary`] = screen.primary;
    conditions[`${name}:fallback`] = screen.fallback;
  }
  return conditions;
}

/** In the page: which marker says the screen is ready under `mode`, or false while none does. */
function readyMarker({ name, mode, graceMs }) {
  const hits = globalThis.__appBench?.hits ?? {};
  const primary = hits[`${name}:primary`];
  const fallback = hits[`${name}:fallback`];
  if (mode !== 'fallback' && primary !== undefined) return 'primary';
  if (mode === 'fallback' && fallback !== undefined) return 'fallback';
  // Probing: the fallback matched, and the primary has had its grace time to follow.
  if (mode === 'probe' && fallback !== undefined && performance.now() - fallback > graceMs) {
    return 'fallback';
  }
  return false;
}

function pageFigures() {
  const state = globalThis.__appBench;
  const nav = performance.getEntriesByType('navigation')[0];
  return {
    hits: { ...state.hits },
    lcpMs: state.lcp,
    usedJSHeapSize: performance.memory?.usedJSHeapSize ?? null,
    swControlled: navigator.serviceWorker?.controller != null,
    domContentLoadedMs: nav?.domContentLoadedEventEnd ?? null,
    loadMs: nav?.loadEventEnd ?? null,
    transferSize: nav?.transferSize ?? null,
    url: location.pathname + location.search,
  };
}

async function saveMissing(page, name, mode, resultsDir, timeoutMs) {
  const file = path.join(resultsDir, `app-${name}-missing.png`);
  await page.screenshot({ path: file, fullPage: true }).catch(() => {});
  const details = await page
    .evaluate(() => ({
      url: location.pathname + location.search,
      hits: { ...(globalThis.__appBench?.hits ?? {}) },
      text: (document.querySelector('main') ?? document.body)?.innerText.slice(0, 300) ?? '',
    }))
    .catch(() => ({ url: page.url(), hits: {}, text: '' }));
  const wanted =
    mode === 'fallback' ? 'fallback' : mode === 'primary' ? 'primary' : 'primary or fallback';
  return new SelectorMissingError(
    `${name}: ${wanted} selectors did not all match within ${timeoutMs / 1000} s at ` +
      `${details.url} (matched so far: ${JSON.stringify(details.hits)}); screenshot ${file}; ` +
      `page text: ${JSON.stringify(details.text)}`,
  );
}

/**
 * Loads `screen.path` (or `pathOverride`) in a new page and waits for its ready marker. `mode` is
 * 'probe' (primary, else fallback after a grace), 'primary' or 'fallback'. Returns the page (still
 * open, for further steps) and the figures; throws SelectorMissingError after saving a screenshot.
 */
export async function loadScreen(context, url, name, screen, mode, resultsDir, pathOverride) {
  const page = await context.newPage();
  page.setDefaultTimeout(SELECTOR_TIMEOUT_MS);
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(url + (pathOverride ?? screen.path), { waitUntil: 'commit' });
  const timeout = SELECTOR_TIMEOUT_MS + (mode === 'probe' ? PRIMARY_GRACE_MS : 0);
  let marker;
  try {
    const handle = await page.waitForFunction(
      readyMarker,
      { name, mode, graceMs: PRIMARY_GRACE_MS },
      { polling: 50, timeout },
    );
    marker = await handle.jsonValue();
  } catch (error) {
    const missing = await saveMissing(page, name, mode, resultsDir, timeout);
    await page.close();
    throw error?.name === 'TimeoutError' ? missing : error;
  }
  const figures = await page.evaluate(pageFigures);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (key) => metrics.find((m) => m.name === key)?.value ?? null;
  await cdp.detach();
  return {
    page,
    result: {
      marker,
      readyMs: figures.hits[`${name}:${marker}`],
      ...figures,
      jsHeapUsedBytes: metric('JSHeapUsedSize'),
    },
  };
}
