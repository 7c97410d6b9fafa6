// npm start's supervisor on real child processes: a crashed or killed process is started again after a growing pause, a stopped one is not.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { EXIT_CANNOT_START, nextDelay, supervise, type Supervisor } from './supervise.mjs';

/**
 * A stand-in server: exits 1 on its first `crashes` runs (counted in a file), otherwise prints `ready`
 * and stays up until SIGTERM or SIGINT, which it reports and then exits 0 a moment later (so a second
 * signal would be seen). It exits by itself when its parent is gone, so no test leaves it behind.
 */
const serverScript = `
const fs = require('node:fs');
const [file, crashes] = process.argv.slice(1);
const runs = (fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8')) : 0) + 1;
fs.writeFileSync(file, String(runs));
if (runs <= Number(crashes)) process.exit(1);
const parent = process.ppid;
setInterval(() => { if (process.ppid !== parent) process.exit(1); }, 200);
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => { console.log('got ' + signal); setTimeout(() => process.exit(0), 200); });
}
console.log('ready');
`;

const temps: string[] = [];
const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function counterFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'groeipad-supervise-'));
  temps.push(dir);
  return path.join(dir, 'runs');
}

/** Bounds a hang only (the test timeout would too, with a worse message); nothing here is timed. */
async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type Run = {
  supervisor: Supervisor;
  /** Every started process with what it printed so far. */
  started: { child: ChildProcess; output: string }[];
  logs: string[];
  pauses: number[];
};

/** Supervises `node -e serverScript args`; pauses are recorded and skipped unless `sleep` is given. */
function superviseScript(
  args: string[],
  sleep?: (ms: number, cancel: AbortSignal) => Promise<void>,
  script = serverScript,
): Run {
  const started: Run['started'] = [];
  const logs: string[] = [];
  const pauses: number[] = [];
  const supervisor = supervise({
    start: () => {
      const child = spawn(process.execPath, ['-e', script, ...args], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      running.push(child);
      const entry = { child, output: '' };
      child.stdout?.on('data', (chunk: Buffer) => (entry.output += chunk.toString()));
      started.push(entry);
      return child;
    },
    log: (line) => logs.push(line),
    // Every run lasts "0 ms": the pauses depend on the sequence alone.
    now: () => 0,
    sleep: (ms, cancel) => {
      pauses.push(ms);
      return sleep ? sleep(ms, cancel) : Promise.resolve();
    },
  });
  return { supervisor, started, logs, pauses };
}

function readyCount(run: Run): number {
  return run.started.filter((entry) => entry.output.includes('ready')).length;
}

describe('nextDelay', () => {
  it('starts at 1 s, doubles up to 30 s, and is back at 1 s after a run of a minute', () => {
    const pauses: number[] = [];
    let delay: number | undefined;
    for (let i = 0; i < 7; i += 1) {
      delay = nextDelay(delay, 5_000);
      pauses.push(delay);
    }
    expect(pauses).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(nextDelay(30_000, 59_999)).toBe(30_000);
    expect(nextDelay(30_000, 60_000)).toBe(1_000);
  });
});

describe('supervise', () => {
  it('starts a crashing process again with doubling pauses and a log line each time, until it stays up', async () => {
    const run = superviseScript([counterFile(), '2']);
    await until(() => readyCount(run) === 1, 'the third process');
    expect(run.started).toHaveLength(3);
    expect(run.pauses).toEqual([1_000, 2_000]);
    const crashes = run.logs.filter((line) => line.includes('stopped unexpectedly'));
    expect(crashes).toEqual([
      'server stopped unexpectedly (exit code 1) after 0 s; starting it again in 1 s',
      'server stopped unexpectedly (exit code 1) after 0 s; starting it again in 2 s',
    ]);
    expect(run.logs.filter((line) => / started$/.test(line))).toHaveLength(3);
    run.supervisor.stop('SIGTERM');
    expect(await run.supervisor.done).toBe(0);
  });

  it('starts a process killed with SIGKILL (a crash, an out-of-memory kill) again', async () => {
    const run = superviseScript([counterFile(), '0']);
    await until(() => readyCount(run) === 1, 'the first process');
    run.started[0]?.child.kill('SIGKILL');
    await until(() => readyCount(run) === 2, 'the second process');
    expect(run.logs).toContain(
      'server stopped unexpectedly (killed by SIGKILL) after 0 s; starting it again in 1 s',
    );
    run.supervisor.stop('SIGTERM');
    expect(await run.supervisor.done).toBe(0);
    expect(run.started).toHaveLength(2);
  });

  it('passes a stop signal on once, waits for the clean exit and starts nothing again', async () => {
    const run = superviseScript([counterFile(), '0']);
    await until(() => readyCount(run) === 1, 'the first process');
    run.supervisor.stop('SIGINT');
    // The terminal and npm can each deliver one Ctrl+C.
    run.supervisor.stop('SIGINT');
    expect(await run.supervisor.done).toBe(0);
    expect(run.started).toHaveLength(1);
    expect(run.started[0]?.output).toBe('ready\ngot SIGINT\n');
    expect(run.logs.some((line) => line.includes('unexpectedly'))).toBe(false);
  });

  it('ends with a process that exits 0 or cannot start with its configuration, without a restart', async () => {
    for (const code of [0, EXIT_CANNOT_START]) {
      const run = superviseScript([], undefined, `process.exit(${code})`);
      expect(await run.supervisor.done).toBe(code);
      expect(run.started).toHaveLength(1);
      expect(run.pauses).toEqual([]);
    }
  });

  it('a stop during the pause after a crash cancels the next start', async () => {
    const run = superviseScript(
      [counterFile(), '1'],
      // A pause that only the stop ends.
      (_ms, cancel) => new Promise((resolve) => cancel.addEventListener('abort', () => resolve())),
    );
    await until(() => run.pauses.length === 1, 'the pause after the crash');
    run.supervisor.stop('SIGTERM');
    expect(await run.supervisor.done).toBe(0);
    expect(run.started).toHaveLength(1);
  });
});

describe('runSupervised', () => {
  it('passes SIGTERM sent to the supervisor process on and ends with the server’s exit code', async () => {
    const supervise = pathToFileURL(path.join(import.meta.dirname, 'supervise.mjs')).href;
    const program = [
      `import { runSupervised } from ${JSON.stringify(supervise)};`,
      `const args = ['-e', ${JSON.stringify(serverScript)}, ${JSON.stringify(counterFile())}, '0'];`,
      'process.exit(await runSupervised(process.execPath, args));',
    ].join('\n');
    const supervisor = spawn(process.execPath, ['--input-type=module', '-e', program], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    running.push(supervisor);
    let output = '';
    supervisor.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => supervisor.once('exit', resolve));
    await until(() => output.includes('ready'), 'the supervised process');
    supervisor.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('got SIGTERM');
    expect(output.match(/\[supervisor\] server process \d+ started/g)).toHaveLength(1);
  });
});
