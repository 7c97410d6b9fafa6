// Starts the real server (apps/server/src/main.ts through tsx) on a free loopback port, on PGlite in a
// temp folder or on a given PostgreSQL, and stops it again.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, root } from '../app/server.mjs';

const HEALTH_TIMEOUT_MS = 60_000;

async function waitForHealth(url, child) {
  const until = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${url}/api/health within ${HEALTH_TIMEOUT_MS} ms`);
}

function stopper(child) {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/**
 * Starts the server; `databaseUrl` unset means embedded PGlite in a new temp DATA_DIR (removed by
 * `stop`). Resolves once /api/health answers, with `url` (also its PUBLIC_URL) and `stop()`.
 */
export async function startServer({ databaseUrl } = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'groeipad-bench-sync-'));
  // Something to serve, so the server does not warn that the app was never built.
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>bench</title>');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    // Per-request info lines would cost as much as the work measured; warnings and errors still show.
    LOG_LEVEL: 'warn',
    // Given, so no secret file is written next to a data folder (with DATABASE_URL: the repository's).
    AUTH_SECRET: randomBytes(32).toString('base64'),
    DATA_DIR: path.join(dir, 'pglite'),
    // Nothing to serve: the bench only talks to /api.
    WEB_ROOT: dir,
    DATABASE_URL: databaseUrl ?? '',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stopChild = stopper(child);
  const stop = async () => {
    await stopChild();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid, stop };
}
