// Starts a throwaway PostgreSQL for the test run (temp folder, free port, no fsync) and stops it again.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { PostgresBin } from '../../../../scripts/postgres.mjs';

export type TestPostgresServer = {
  /** postgres://postgres@127.0.0.1:<port>/groeipad_test, trust auth. */
  url: string;
  /** Stops the server at once (no checkpoint: the data is thrown away) and removes its folder. Safe twice. */
  stop(): Promise<void>;
};

type RunAs = { name: string; uid: number; gid: number };

const settings = [
  "listen_addresses = '127.0.0.1'",
  // No unix socket: the tests use TCP, and a socket path could collide or exceed the length limit.
  "unix_socket_directories = ''",
  // Durability is pointless for a database deleted at the end of the run.
  'fsync = off',
  'synchronous_commit = off',
  'full_page_writes = off',
  // Every test file may open its own pool (10 connections each) while others run in parallel.
  'max_connections = 300',
];

function lookUpUser(name: string): RunAs | undefined {
  try {
    const fields = execFileSync('getent', ['passwd', name], { encoding: 'utf8' }).split(':');
    return { name, uid: Number(fields[2]), gid: Number(fields[3]) };
  } catch {
    return undefined;
  }
}

/**
 * initdb and postgres refuse to run as root (a database server holding root's rights is a security
 * hole), and CI runs as root. Then the programs run as an unprivileged user through Node's own
 * setuid/setgid (spawn's uid/gid, no runuser/sudo/PAM needed): PG_TEST_USER, else the `postgres` user
 * Debian's package creates, else `nobody`.
 */
function unprivilegedUser(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const wanted = process.env.PG_TEST_USER;
  const candidates = wanted ? [wanted] : ['postgres', 'nobody'];
  for (const name of candidates) {
    const user = lookUpUser(name);
    if (user && user.uid !== 0) return user;
  }
  throw new Error(
    `The tests run as root, which initdb and postgres refuse, and there is no unprivileged user ` +
      `${candidates.map((c) => `"${c}"`).join(' or ')} to run them as. Set PG_TEST_USER to one.`,
  );
}

/** True when every folder from / down to `dir` lets other users through (the run-as user must reach it). */
function reachableByOthers(dir: string): boolean {
  const parts = path.resolve(dir).split(path.sep).filter(Boolean);
  return parts.every((_, i) => {
    const mode = fs.statSync(path.sep + parts.slice(0, i + 1).join(path.sep)).mode;
    return (mode & 0o001) !== 0;
  });
}

function makeTempDir(runAs: RunAs | undefined): string {
  // A TMPDIR under /root would be out of reach for the run-as user; /tmp never is.
  const base = !runAs || reachableByOthers(os.tmpdir()) ? os.tmpdir() : '/tmp';
  const dir = fs.mkdtempSync(path.join(base, 'groeipad-pg-'));
  if (runAs) fs.chownSync(dir, runAs.uid, runAs.gid);
  return dir;
}

function identity(runAs: RunAs | undefined): { uid?: number; gid?: number } {
  return runAs ? { uid: runAs.uid, gid: runAs.gid } : {};
}

type Result = { code: number; output: string };

function runProgram(file: string, args: string[], cwd: string, runAs: RunAs | undefined) {
  return new Promise<Result>((resolve) => {
    const child = spawn(file, args, {
      // The run-as user may not be allowed into the current folder, which initdb would trip over.
      cwd,
      // English messages, so a busy port can be recognised in the log.
      env: { ...process.env, LC_ALL: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...identity(runAs),
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function readLog(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Starts the server on a free port; another process may grab the port first, so a busy port is retried. */
async function startOnFreePort(bin: PostgresBin, dir: string, runAs: RunAs | undefined) {
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'postgres.log');
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const args = ['start', '-w', '-t', '60', '-D', data, '-l', log, '-o', `-p ${port}`];
    const started = await runProgram(bin.pgCtl, args, dir, runAs);
    if (started.code === 0) return port;
    const text = readLog(log);
    if (attempt < 5 && /could not bind|address already in use/i.test(text)) continue;
    throw new Error(`pg_ctl start failed:\n${started.output}\n${text.slice(-2000)}`);
  }
}

async function createDatabase(port: number, name: string): Promise<void> {
  const client = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
  });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

export async function startTestPostgres(bin: PostgresBin): Promise<TestPostgresServer> {
  const runAs = unprivilegedUser();
  const dir = makeTempDir(runAs);
  const data = path.join(dir, 'data');
  const stopArgs = ['stop', '-D', data, '-m', 'immediate', '-w', '-t', '30'];
  // A pid file means a postmaster may be up, even after a start that timed out.
  const mayRun = () => fs.existsSync(path.join(data, 'postmaster.pid'));
  // If Vitest exits without running the teardown, the server must not outlive it.
  const stopOnExit = () => {
    if (mayRun()) spawnSync(bin.pgCtl, stopArgs, { cwd: dir, stdio: 'ignore', ...identity(runAs) });
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stopOnExit);
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      process.off('exit', stopOnExit);
      if (mayRun()) await runProgram(bin.pgCtl, stopArgs, dir, runAs);
      fs.rmSync(dir, { recursive: true, force: true });
    })();
    return stopping;
  };
  try {
    const initdbArgs = ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8'];
    const init = await runProgram(
      bin.initdb,
      [...initdbArgs, '--no-locale', '--no-sync'],
      dir,
      runAs,
    );
    if (init.code !== 0) throw new Error(`initdb failed:\n${init.output}`);
    fs.appendFileSync(path.join(data, 'postgresql.conf'), `\n${settings.join('\n')}\n`);
    const port = await startOnFreePort(bin, dir, runAs);
    await createDatabase(port, 'groeipad_test');
    return { url: `postgres://postgres@127.0.0.1:${port}/groeipad_test`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
