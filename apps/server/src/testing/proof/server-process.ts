// Test support: the real server (src/main.ts) as a child process on a free port, to kill -9 and start again on the same data.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const serverDir = path.resolve(import.meta.dirname, '../../..');
const exitWithParent = pathToFileURL(path.join(import.meta.dirname, 'exit-with-parent.ts')).href;

/** Where the server keeps its data: a PGlite folder, or a PostgreSQL database. */
export type ServerData = { dataDir: string } | { databaseUrl: string };

export type ServerProcess = {
  /** http://127.0.0.1:<port>; also PUBLIC_URL, so it is the Origin better-auth trusts. */
  url: string;
  pid: number;
  /** Everything the process wrote so far (LOG_LEVEL=warn), for failure messages. */
  output(): string;
  /** SIGKILL, no clean-up: what a crash or an OOM kill does. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the clean shutdown. */
  stop(): Promise<void>;
};

export type ServerLauncher = {
  url: string;
  /** The server's environment: port, data, secret, web root. */
  env: NodeJS.ProcessEnv;
  /** Starts a process on this launcher's port, data, secret and empty web root; resolves once /api/health answers. */
  start(): Promise<ServerProcess>;
  /** Removes the launcher's temp folder (web root); the caller stops its processes first. */
  dispose(): void;
};

export function freePort(): Promise<number> {
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

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

// Start-up takes a few seconds (tsx, PGlite, migrations); this bounds a hang, it does not time anything.
const startLimitMs = 45_000;

async function waitUntilReady(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + startLimitMs;
  while (!(await healthy(url))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited during start-up:\n${output()}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /api/health in time:\n${output()}`);
    }
    await pause(100);
  }
}

function launch(env: NodeJS.ProcessEnv, url: string, nodeArgs: string[]): Promise<ServerProcess> {
  // `node --import tsx` rather than the tsx CLI: the CLI runs the server in a grandchild, which a
  // SIGKILL to the CLI would leave running with the data directory lock.
  const args = [...nodeArgs, '--import', 'tsx', '--import', exitWithParent, 'src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  // If the test run dies, the server must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited(child).then(() => process.off('exit', killOnExit));
  const output = () => text;
  const running: ServerProcess = {
    url,
    pid: child.pid ?? 0,
    output,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      const done = exited(child);
      const forced = pause(10_000).then(() => child.kill('SIGKILL'));
      await Promise.race([done, forced]);
      await done;
    },
  };
  return waitUntilReady(url, child, output).then(() => running);
}

export type LauncherOptions = {
  /** Options for node itself, such as a heap limit (`--max-old-space-size=96`). */
  nodeArgs?: string[];
};

/** A server configuration fixed across restarts: the same port, data, AUTH_SECRET and PUBLIC_URL. */
export async function serverLauncher(
  data: ServerData,
  options: LauncherOptions = {},
): Promise<ServerLauncher> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'groeipad-proof-'));
  const webRoot = path.join(dir, 'web');
  fs.mkdirSync(webRoot);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    AUTH_SECRET: randomBytes(32).toString('base64'),
    AUTH_SECRET_FILE: path.join(dir, 'auth-secret'),
    WEB_ROOT: webRoot,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DATA_DIR: 'dataDir' in data ? data.dataDir : path.join(dir, 'unused'),
    DATABASE_URL: 'databaseUrl' in data ? data.databaseUrl : '',
  };
  return {
    url,
    env,
    start: () => launch(env, url, options.nodeArgs ?? []),
    dispose: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
