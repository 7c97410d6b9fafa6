// Test support: the real server run the way `npm start` runs it, under scripts/supervise.mjs, to kill its server process and watch it come back.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { healthy, type ServerLauncher } from './server-process';

const root = path.resolve(import.meta.dirname, '../../../../..');
const supervisorModule = pathToFileURL(path.join(root, 'scripts/supervise.mjs')).href;
const exitWithParent = pathToFileURL(path.join(import.meta.dirname, 'exit-with-parent.ts')).href;

export type SupervisedServer = {
  /** The supervisor's pid (what `npm start` runs). */
  pid: number;
  /** Pids of the server processes started so far, from the supervisor's log lines. */
  serverPids(): number[];
  /** Everything the supervisor and its servers wrote so far (LOG_LEVEL=warn). */
  output(): string;
  /** Resolves once `count` server processes were started and the newest answers /api/health. */
  serving(count: number): Promise<void>;
  /** Sends `signal` to the supervisor; resolves to its exit code once it is gone. */
  stop(signal: NodeJS.Signals): Promise<number | null>;
  /** SIGKILL for the supervisor and every server process still there (clean-up after a failure). */
  destroy(): void;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A start takes a few seconds (tsx, PGlite, migrations) plus the supervisor's pause; this bounds a hang only.
const startLimitMs = 60_000;

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function startSupervised(launcher: ServerLauncher): Promise<SupervisedServer> {
  const program = `import { superviseServer } from ${JSON.stringify(supervisorModule)};
process.exit(await superviseServer());`;
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', program], {
    cwd: root,
    // Inherited by the server processes too: none outlives the test run that started it.
    env: { ...launcher.env, NODE_OPTIONS: `--import tsx --import ${exitWithParent}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const serverPids = () =>
    [...text.matchAll(/\[supervisor\] server process (\d+) started/g)].map((m) => Number(m[1]));
  const supervised: SupervisedServer = {
    pid: child.pid ?? 0,
    serverPids,
    output: () => text,
    async serving(count) {
      const deadline = Date.now() + startLimitMs;
      while (serverPids().length < count || !(await healthy(launcher.url))) {
        if (child.exitCode !== null) throw new Error(`the supervisor exited:\n${text}`);
        if (Date.now() > deadline) throw new Error(`no server answered in time:\n${text}`);
        await pause(100);
      }
    },
    async stop(signal) {
      child.kill(signal);
      return exited;
    },
    destroy() {
      child.kill('SIGKILL');
      for (const pid of serverPids()) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    },
  };
  await supervised.serving(1);
  return supervised;
}
