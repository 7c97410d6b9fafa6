// `npm test`: prerequisites, lint, type check, unit/database/server tests (Vitest) and browser tests (Playwright),
// then one closing line 'N passed, N failed' over all test cases.
import fs from 'node:fs';
import path from 'node:path';
import { chromiumPath, root, run, runCollected } from './lib.mjs';
import { failedTestLines } from './test-report.mjs';
import { findPostgresBin, postgresMissingMessage, postgresSkipReason } from './postgres.mjs';

const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });
const failures = [];

async function step(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const code = await run(command, args, { env: { ...process.env, ...env } });
  if (code !== 0) failures.push(name);
  return code;
}

/**
 * Steps that run at the same time (each uses about one core): each one's output is printed whole, under
 * its own heading, when it ends, so the logs do not interleave.
 */
async function concurrentSteps(steps) {
  await Promise.all(
    steps.map(async ([name, command, args]) => {
      const started = Date.now();
      const { code, output } = await runCollected(command, args, { env: process.env });
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\n=== ${name} (${seconds} s, beside another step) ===`);
      process.stdout.write(output);
      if (code !== 0) failures.push(name);
    }),
  );
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

// 1. System prerequisites npm cannot install: Chromium, PostgreSQL unless the run uses
// TEST_DATABASE_URL or skips it on purpose (SKIP_POSTGRES=1, which the Vitest setup announces), and
// redis-server for the multi-node community suites unless SKIP_REDIS=1.
const needsPostgres = !process.env.TEST_DATABASE_URL && !postgresSkipReason();
const needsRedis = process.env.SKIP_REDIS !== '1';
function onPath(program) {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .some((dir) => fs.existsSync(path.join(dir, program)));
}
function missingPrerequisites() {
  const missing = [];
  if (!fs.existsSync(chromiumPath())) {
    missing.push(
      "The browser tests need Debian's Chromium. Install it with: sudo apt-get install -y chromium " +
        `(or set CHROMIUM_PATH to a Chromium binary; looked at ${chromiumPath()}).`,
    );
  }
  if (needsPostgres && !findPostgresBin()) missing.push(postgresMissingMessage);
  if (needsRedis && !onPath('redis-server')) {
    missing.push(
      "The multi-node community tests need Debian's redis-server. Install it with: " +
        'sudo apt-get install -y --no-install-recommends redis-server (or set SKIP_REDIS=1 to skip them).',
    );
  }
  return missing;
}
if (missingPrerequisites().length) {
  console.log('System prerequisites missing (Chromium, PostgreSQL or Redis); installing them...');
  // Judged by what is there afterwards: a failed apt step that still left everything in place is fine.
  await run('bash', [path.join(root, 'scripts/install-prereqs.sh')]);
  const missing = missingPrerequisites();
  if (missing.length) {
    missing.forEach((message) => console.error(message));
    process.exit(1);
  }
}

const npx = (args) => ['--no-install', ...args];
// ESLint and tsc are single-threaded; side by side they take as long as the slower one, on CI's 2 cores.
await concurrentSteps([
  ['lint', 'npm', ['run', 'lint']],
  ['type check', 'npm', ['run', 'typecheck']],
]);
const unitJson = path.join(results, 'unit.json');
fs.rmSync(unitJson, { force: true });
await step(
  'unit, database and server tests (Vitest)',
  'npx',
  npx(['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitJson}`]),
);
await step('build the web app', 'npm', ['run', 'build']);
const e2eJson = path.join(results, 'e2e.json');
fs.rmSync(e2eJson, { force: true });
await step('browser tests (Playwright, Chromium)', 'npx', npx(['playwright', 'test']), {
  CI: process.env.CI ?? '1',
});

const unit = readJson(unitJson);
const e2e = readJson(e2eJson);
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const skipped =
  (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);
if (!unit) failures.push('no Vitest results');
if (!e2e) failures.push('no Playwright results');

console.log('');
for (const line of failedTestLines(unit, e2e, root)) console.log(line);
if (failures.length) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length || failed ? 1 : 0);
