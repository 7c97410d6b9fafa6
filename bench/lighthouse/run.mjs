// Lighthouse performance of the built app (DESIGN.md section 5: >= 95): a new person's first visit, and home
// for an onboarded person with 10k journal entries and 100k moods stored, served by the service worker.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { WORKLOAD } from '../app/config.mjs';
import { generateWorkload } from '../app/generate.mjs';
import { describeMachine, versions } from '../app/report.mjs';
import { seedApp } from '../app/seed.mjs';
import { buildApp, freePort, root, startServer } from '../app/server.mjs';
import { benchLifecycle } from '../lifecycle.mjs';

/** Pinned so runs compare; `npx` fetches it into its cache on the first run (nothing in package.json). */
const LIGHTHOUSE = 'lighthouse@13.5.0';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const HARD_LIMIT_MS = 15 * 60 * 1000;
const resultsDir = path.join(import.meta.dirname, '..', 'results');
const resultFile = path.join(resultsDir, 'lighthouse.json');
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

const { cleanups, cleanup } = benchLifecycle({ limitMs: HARD_LIMIT_MS });

/** A Chromium Lighthouse can drive through its debugging port, with its own profile. */
async function launchBrowser() {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'groeipad-bench-lighthouse-'));
  cleanups.push(() => rm(userDataDir, { recursive: true, force: true }));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      `--remote-debugging-port=${port}`,
    ],
  });
  cleanups.push(() => context.close());
  return { context, port };
}

function lighthouse(url, port, { preset, keepStorage }, outputPath) {
  const args = [
    '--yes',
    LIGHTHOUSE,
    url,
    `--port=${port}`,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${outputPath}`,
    '--quiet',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ...(keepStorage ? ['--disable-storage-reset'] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse exited with code ${code} for ${url}`)),
    );
  });
}

async function runLighthouse(url, port, scenario, file) {
  await lighthouse(url, port, scenario, file);
  const report = JSON.parse(await readFile(file, 'utf8'));
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([id, name]) => [name, report.audits[id]?.numericValue ?? null]),
  );
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    finalUrl: report.finalDisplayedUrl ?? report.finalUrl,
    metrics,
    // What moved, for the next fix: Lighthouse's own attribution of each layout shift.
    layoutShifts: (report.audits['layout-shifts']?.details?.items ?? []).map((item) => ({
      score: item.score,
      node: item.node?.selector ?? null,
      snippet: item.node?.snippet ?? null,
    })),
    runtimeError: report.runtimeError?.message ?? null,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function row(name, runs) {
  const cell = (value, digits = 0) => (value === null ? '-' : value.toFixed(digits));
  const metric = (key, digits) => cell(median(runs.map((run) => run.metrics[key] ?? 0)), digits);
  const scores = runs.map((run) => run.score);
  return [
    name,
    String(median(scores)),
    `${Math.min(...scores)}-${Math.max(...scores)}`,
    metric('FCP'),
    metric('LCP'),
    metric('TBT'),
    metric('CLS', 3),
    metric('SI'),
  ];
}

function table(rows) {
  const head = ['scenario', 'score', 'min-max', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms'];
  const all = [head, ...rows];
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (r) =>
    `| ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`;
  return [line(head), rule, ...all.slice(1).map(line)].join('\n');
}

async function main() {
  await mkdir(resultsDir, { recursive: true });
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'groeipad-bench-lighthouse-web-'));
  cleanups.push(() => rm(outDir, { recursive: true, force: true }));
  console.log(`bench: building the app into ${outDir}...`);
  await buildApp(outDir);
  const server = await startServer(await freePort(), outDir);
  cleanups.push(server.stop);
  const reports = await mkdtemp(path.join(os.tmpdir(), 'groeipad-bench-lighthouse-reports-'));
  cleanups.push(() => rm(reports, { recursive: true, force: true }));

  const scenarios = [
    // Lighthouse clears the origin's storage first: no worker, no database, the onboarding's step 1.
    { name: 'first visit, mobile', path: '/', preset: 'mobile', keepStorage: false },
    { name: 'first visit, desktop', path: '/', preset: 'desktop', keepStorage: false },
    // Storage kept: the worker serves the app and home reads the seeded history.
    { name: 'home, 10k+100k stored, mobile', path: '/', preset: 'mobile', keepStorage: true },
    { name: 'home, 10k+100k stored, desktop', path: '/', preset: 'desktop', keepStorage: true },
  ];
  const { context, port } = await launchBrowser();
  const measured = {};
  const measure = async (list) => {
    for (const scenario of list) {
      measured[scenario.name] = [];
      for (let i = 0; i < RUNS; i++) {
        const file = path.join(reports, `${scenario.name.replace(/\W+/g, '-')}-${i}.json`);
        measured[scenario.name].push(
          await runLighthouse(server.url + scenario.path, port, scenario, file),
        );
      }
    }
  };
  await measure(scenarios.filter((s) => !s.keepStorage));
  console.log('bench: seeding 10k journal entries and 100k moods...');
  const workload = generateWorkload(Date.now());
  const seeding = await seedApp(context, server.url, workload, WORKLOAD.chunk);
  console.log(`bench: seeded in ${(seeding.seedMs / 1000).toFixed(1)} s`);
  await measure(scenarios.filter((s) => s.keepStorage));

  const rows = Object.entries(measured).map(([name, runs]) => row(name, runs));
  console.log(`\n${table(rows)}\n`);
  for (const [name, runs] of Object.entries(measured)) {
    const pages = [...new Set(runs.map((run) => new URL(run.finalUrl).pathname))].join(', ');
    const errors = runs.flatMap((run) => (run.runtimeError ? [run.runtimeError] : []));
    console.log(
      `${name}: ended on ${pages}${errors.length ? `; errors: ${errors.join('; ')}` : ''}`,
    );
  }
  await writeFile(
    resultFile,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: describeMachine(),
        versions: { ...versions(), lighthouse: LIGHTHOUSE },
        runs: RUNS,
        seeding,
        measured,
      },
      null,
      2,
    ),
  );
  console.log(`bench: raw results in ${path.relative(root, resultFile)}`);
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
