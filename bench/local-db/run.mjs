// Local-db benchmark runner: builds the bench page with Vite, drives Dexie and WatermelonDB in one Chromium, reports.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { durabilityTrial, inFreshPage } from './pages.mjs';
import { checkAnswers, formatNotes, summarise } from './report.mjs';

const HARD_LIMIT_MS = 10 * 60 * 1000;
const COLD_RUNS = 5;
const DURABILITY_TRIALS = 10;
/** Control trials that wait past LokiJS's 500 ms autosave before closing. */
const DURABILITY_WAIT_TRIALS = 3;
const DURABILITY_WAIT_MS = 1500;
const SETTLE_MS = 3000;
// WatermelonDB seeds first: its background work ends with the awaited flush, while right after
// Dexie's 110k inserts its timed inserts ran about 4x slower (likely IndexedDB's own background work).
const STACKS = ['watermelon', 'dexie'];
const here = import.meta.dirname;
const configFile = path.join(here, 'vite.config.ts');
const resultFile = path.join(here, '..', 'results', 'local-db.json');

let cleanup = async () => {};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const deadline = setTimeout(() => {
  console.error('bench: 10-minute limit reached, stopping.');
  void cleanup().finally(() => process.exit(2));
  setTimeout(() => process.exit(2), 5000).unref();
}, HARD_LIMIT_MS);
deadline.unref();

function versions() {
  const version = (name) =>
    JSON.parse(readFileSync(path.join(here, '../../node_modules', name, 'package.json'), 'utf8'))
      .version;
  return {
    dexie: version('dexie'),
    watermelondb: version('@nozbe/watermelondb'),
    vite: version('vite'),
  };
}

function describeMachine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    chromium: execFileSync('/usr/bin/chromium', ['--version'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim(),
  };
}

async function main() {
  console.log('bench: building the page with Vite...');
  await build({ configFile, logLevel: 'warn' });
  const server = await preview({ configFile, preview: { host: '127.0.0.1', port: 4173 } });
  const url = server.resolvedUrls.local[0];
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'groeipad-bench-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  cleanup = async () => {
    await context.close().catch(() => {});
    await new Promise((resolve) => server.httpServer.close(resolve));
    await rm(userDataDir, { recursive: true, force: true });
  };
  try {
    const seed = {};
    for (const stack of STACKS) {
      console.log(`bench: seeding ${stack} (10k journal entries, 100k moods)...`);
      seed[stack] = await inFreshPage(context, url, 'seed', stack);
    }
    await sleep(SETTLE_MS);
    const cold = { dexie: [], watermelon: [] };
    for (let run = 0; run <= COLD_RUNS; run += 1) {
      console.log(
        run === 0 ? 'bench: cold warm-up run (not counted)' : `bench: cold run ${run}/${COLD_RUNS}`,
      );
      // Interleaved, so drift in the machine's load hits both stacks alike.
      for (const stack of STACKS) {
        const result = await inFreshPage(context, url, 'cold', stack);
        if (run > 0) cold[stack].push(result);
      }
    }
    console.log('bench: durability trials...');
    const durability = { dexie: [], watermelon: [] };
    const trials = [
      ...Array.from({ length: DURABILITY_TRIALS }, () => 0),
      ...Array.from({ length: DURABILITY_WAIT_TRIALS }, () => DURABILITY_WAIT_MS),
    ];
    for (const [i, waitMs] of trials.entries()) {
      for (const stack of STACKS) {
        durability[stack].push(
          await durabilityTrial(context, url, stack, `durability-${i}`, waitMs),
        );
      }
    }
    const rows = summarise(seed, cold);
    const problems = checkAnswers(cold);
    console.log(`\n${formatNotes({ rows, seed, cold, durability, problems })}\n`);
    const machine = describeMachine();
    await mkdir(path.dirname(resultFile), { recursive: true });
    await writeFile(
      resultFile,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          machine,
          versions: versions(),
          coldRuns: COLD_RUNS,
          rows,
          seed,
          cold,
          durability,
          problems,
        },
        null,
        2,
      ),
    );
    console.log(`bench: wrote ${path.relative(process.cwd(), resultFile)}`);
    if (problems.length) process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

await main();
