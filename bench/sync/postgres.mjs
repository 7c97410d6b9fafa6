// A throwaway PostgreSQL for the bench: Debian's server programs, a temp folder, a free loopback port,
// run as the `postgres` user when the bench runs as root; stopped and removed by `stop()`.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findPostgresBin, postgresMissingMessage } from '../../scripts/postgres.mjs';
import { freePort } from '../app/server.mjs';

/**
 * Production-like on purpose: unlike the test server, fsync and synchronous commit stay on, so a push
 * is acknowledged only once it is on disk. max_connections is the default (100).
 */
const SETTINGS = ["listen_addresses = '127.0.0.1'", "unix_socket_directories = ''"];

/** initdb and postgres refuse root; then they run as `postgres` (Debian's package creates it). */
function runAs() {
  if (process.getuid?.() !== 0) return {};
  const name = process.env.PG_TEST_USER || 'postgres';
  const fields = execFileSync('getent', ['passwd', name], { encoding: 'utf8' }).split(':');
  return { uid: Number(fields[2]), gid: Number(fields[3]) };
}

function run(file, args, cwd, identity) {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, LC_ALL: 'C' };
    const child = spawn(file, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], ...identity });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${file} exited ${code}:\n${output}`)),
    );
  });
}

/** Starts PostgreSQL; resolves with a postgres:// URL (trust auth) to an empty database and `stop()`. */
export async function startPostgres() {
  const bin = findPostgresBin();
  if (!bin) throw new Error(postgresMissingMessage);
  const identity = runAs();
  // /tmp, since a TMPDIR under /root would be out of the postgres user's reach.
  const dir = fs.mkdtempSync(path.join(identity.uid ? '/tmp' : os.tmpdir(), 'groeipad-bench-pg-'));
  if (identity.uid) fs.chownSync(dir, identity.uid, identity.gid);
  const data = path.join(dir, 'data');
  const stopArgs = ['stop', '-D', data, '-m', 'fast', '-w', '-t', '60'];
  const running = () => fs.existsSync(path.join(data, 'postmaster.pid'));
  // Should the bench die without its cleanup, the database must not outlive it.
  const onExit = () => {
    if (running()) spawnSync(bin.pgCtl, stopArgs, { cwd: dir, stdio: 'ignore', ...identity });
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', onExit);
  const stop = async () => {
    process.off('exit', onExit);
    if (running()) await run(bin.pgCtl, stopArgs, dir, identity).catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await run(
      bin.initdb,
      ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale'],
      dir,
      identity,
    );
    fs.appendFileSync(path.join(data, 'postgresql.conf'), `\n${SETTINGS.join('\n')}\n`);
    const port = await freePort();
    const log = path.join(dir, 'postgres.log');
    await run(
      bin.pgCtl,
      ['start', '-w', '-t', '60', '-D', data, '-l', log, '-o', `-p ${port}`],
      dir,
      identity,
    );
    await run(
      path.join(bin.dir, 'createdb'),
      ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'groeipad_bench'],
      dir,
      identity,
    );
    const version = (await run(bin.postgres, ['--version'], dir, identity)).trim();
    return { url: `postgres://postgres@127.0.0.1:${port}/groeipad_bench`, version, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
