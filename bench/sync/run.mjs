// Sync benchmark runner: on PGlite and on PostgreSQL, the real server and real accounts; a first sync of
// 100k records, incremental syncs of 100 changes, and 500 clients pushing at once. Writes bench/results/sync.json.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runBackend } from './backend.mjs';
import { CONFIG } from './config.mjs';
import { describeMachine, formatTable, tableRows, versions } from './report.mjs';
import { benchLifecycle } from '../lifecycle.mjs';

const resultsDir = path.join(import.meta.dirname, '..', 'results');
const resultFile = path.join(resultsDir, 'sync.json');
const LABELS = { pglite: 'PGlite', postgres: 'PostgreSQL' };

const { cleanups, cleanup } = benchLifecycle({ limitMs: CONFIG.hardLimitMs, exitGraceMs: 30_000 });

async function main() {
  await mkdir(resultsDir, { recursive: true });
  const machine = describeMachine();
  const started = performance.now();
  const results = [];
  for (const backend of CONFIG.backends) {
    const label = LABELS[backend];
    try {
      results.push({ backend: label, config: CONFIG, ...(await runBackend(backend, cleanups)) });
    } catch (error) {
      console.error(`bench[${backend}]: failed: ${error instanceof Error ? error.stack : error}`);
      results.push({ backend: label, config: CONFIG, error: String(error) });
    } finally {
      await cleanup();
    }
  }
  const table = tableRows(results);
  console.log(`\n${formatTable(table)}\n`);
  const report = {
    date: new Date().toISOString(),
    machine,
    versions: versions(),
    config: CONFIG,
    totalS: Math.round((performance.now() - started) / 100) / 10,
    results,
  };
  await writeFile(resultFile, JSON.stringify(report, null, 2));
  console.log(
    `bench: wrote ${path.relative(process.cwd(), resultFile)} (${report.totalS} s in all)`,
  );
  if (results.some((r) => r.error)) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
