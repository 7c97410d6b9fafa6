// Serves the built app for Playwright's 'web' project, rebuilding it first when sources changed.
// E2E_OUT_DIR builds into another folder, so parallel runs (several developers' checks) do not share one dist.
// The server runs on a throwaway PostgreSQL (so browser tests can look at what the server stores) when
// Debian's postgresql is installed; E2E_DATABASE=pglite keeps the embedded database instead.
// Runs under `node --import tsx` (playwright.config.ts), so it can start PostgreSQL with the server tests' harness.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, run, webBuildIsStale } from './lib.mjs';
import { findPostgresBin } from './postgres.mjs';

const outDir = process.env.E2E_OUT_DIR
  ? path.resolve(process.env.E2E_OUT_DIR)
  : path.join(root, 'apps/web/dist');
if (webBuildIsStale(outDir)) {
  const args = [
    'run',
    'build',
    '--workspace',
    '@groeipad/web',
    '--',
    '--outDir',
    outDir,
    '--emptyOutDir',
  ];
  const code = await run('npm', args);
  if (code !== 0) process.exit(code);
}
const port = process.env.PORT ?? 'db';
// Where the browser tests find the server's database URL (apps/web/e2e/support/server-database.ts).
const urlFile = path.join(os.tmpdir(), `groeipad-e2e-${port}-database-url`);
fs.rmSync(urlFile, { force: true });
let stopPostgres = () => Promise.resolve();
const database = {};
const bin = process.env.E2E_DATABASE === 'pglite' ? undefined : findPostgresBin();
if (bin && !process.env.DATABASE_URL) {
  const { startTestPostgres } = await import('../apps/server/src/testing/postgres-server.ts');
  const server = await startTestPostgres(bin);
  stopPostgres = () => server.stop();
  database.DATABASE_URL = server.url;
  fs.writeFileSync(urlFile, server.url);
  console.log(`e2e server database: PostgreSQL (${bin.dir})`);
}

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    ...database,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEB_ROOT: outDir,
    // Browser tests that play several people give each context its own X-Forwarded-For (as if each were
    // somewhere else), so the per-address sign-up limit counts per person, as it would in use.
    TRUST_PROXY: 'loopback',
    // Its own embedded database per port, so a test server never meets the lock of `npm start`'s.
    DATA_DIR: process.env.DATA_DIR ?? path.join(os.tmpdir(), `groeipad-e2e-${port}`),
  },
});

let stopping = false;
async function shutDown(code) {
  if (stopping) return;
  stopping = true;
  if (child.exitCode === null) child.kill('SIGTERM');
  await stopPostgres();
  fs.rmSync(urlFile, { force: true });
  process.exit(code);
}
child.on('exit', (code) => void shutDown(code ?? 1));
process.on('SIGTERM', () => void shutDown(0));
process.on('SIGINT', () => void shutDown(0));
