// App benchmark runner: builds the app, serves it with the real server, seeds 10k entries and 100k moods
// into Chromium's IndexedDB, then times the home, analytics and search screens from a warm cache.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  HARD_LIMIT_MS,
  QUERIES,
  RUNS,
  SCREENS,
  SEARCH,
  WATCHED_ATTRIBUTES,
  WORKLOAD,
} from './config.mjs';
import { generateWorkload } from './generate.mjs';
import { measureScreen, measureSearch, summarise } from './measure.mjs';
import { describeMachine, formatTable, tableRows, versions } from './report.mjs';
import { screenConditions } from './screens.mjs';
import { seedApp } from './seed.mjs';
import { buildApp, freePort, startServer } from './server.mjs';
import { validateWorkload } from './validate.mjs';
import { installWatcher } from './watch.mjs';
import { benchLifecycle } from '../lifecycle.mjs';

const here = import.meta.dirname;
const resultsDir = path.join(here, '..', 'results');
const resultFile = path.join(resultsDir, 'app.json');
/** Lets IndexedDB finish its background work after 110k writes before anything is timed. */
const SETTLE_MS = 3000;

const { cleanups, cleanup } = benchLifecycle({ limitMs: HARD_LIMIT_MS });

async function prepareWorkload(now) {
  console.log('bench: generating and validating the workload...');
  const workload = generateWorkload(now);
  const validation = await validateWorkload(workload);
  console.log(`bench: ${validation.checked} records valid (${validation.ms.toFixed(0)} ms)`);
  return { workload, validation };
}

async function startApp() {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'groeipad-bench-app-web-'));
  cleanups.push(() => rm(outDir, { recursive: true, force: true }));
  console.log(`bench: building the app into ${outDir}...`);
  await buildApp(outDir);
  const server = await startServer(await freePort(), outDir);
  cleanups.push(server.stop);
  console.log(`bench: serving on ${server.url}`);
  return server.url;
}

async function launchBrowser() {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'groeipad-bench-app-'));
  cleanups.push(() => rm(userDataDir, { recursive: true, force: true }));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  cleanups.push(() => context.close());
  await context.addInitScript(installWatcher, {
    conditions: screenConditions(SCREENS),
    attributes: WATCHED_ATTRIBUTES,
  });
  return context;
}

async function main() {
  await mkdir(resultsDir, { recursive: true });
  const now = Date.now();
  const { workload, validation } = await prepareWorkload(now);
  const url = await startApp();
  const context = await launchBrowser();
  console.log('bench: seeding IndexedDB...');
  const seeding = await seedApp(context, url, workload, WORKLOAD.chunk);
  console.log(`bench: seeded in ${(seeding.seedMs / 1000).toFixed(1)} s`);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

  const measured = {
    home: await measureScreen(context, url, 'home', resultsDir),
    analytics: await measureScreen(context, url, 'analytics', resultsDir),
    search: await measureSearch(context, url, resultsDir),
  };
  const summary = summarise(measured);
  console.log(`\n${formatTable(tableRows(summary))}\n`);
  const sizes = Object.fromEntries(Object.entries(workload).map(([t, r]) => [t, r.length]));
  const errors = Object.values(measured).flatMap((m) => (m.error ? [m.error] : []));
  await writeFile(
    resultFile,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: describeMachine(),
        versions: versions(),
        workload: { ...WORKLOAD, now, sizes },
        validation,
        seeding,
        config: { runs: RUNS, screens: SCREENS, search: SEARCH, queries: QUERIES },
        summary,
        measured,
        errors,
      },
      null,
      2,
    ),
  );
  console.log(`bench: wrote ${path.relative(process.cwd(), resultFile)}`);
  if (errors.length > 0) {
    console.error(`bench: ${errors.length} screen(s) never showed their selectors (see above).`);
    process.exitCode = 1;
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
