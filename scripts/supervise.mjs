// Keeps the server of `npm start` running: starts it again after a crash, with growing pauses and a log line each time; passes SIGINT and SIGTERM on and then stops with it.
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

/**
 * The server's exit code when it cannot start with its configuration (sysexits' EX_CONFIG, set in
 * apps/server/src/main.ts): a bad setting, or a data folder another live server holds. Starting it
 * again would fail the same way.
 */
export const EXIT_CANNOT_START = 78;

/** 1 s, doubling to 30 s while the server keeps crashing; back to 1 s once it ran for a minute. */
export const defaultBackoff = { firstMs: 1_000, maxMs: 30_000, stableMs: 60_000 };

/** The pause before the next start, after a run of `ranMs` that followed a pause of `previousMs`. */
export function nextDelay(previousMs, ranMs, backoff = defaultBackoff) {
  if (previousMs === undefined || ranMs >= backoff.stableMs) return backoff.firstMs;
  return Math.min(previousMs * 2, backoff.maxMs);
}

function abortableSleep(ms, signal) {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** Resolves once the process is gone; a process that could not be spawned counts as exit code 1. */
function exitOf(child, log) {
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    // `on`, not `once`: a signal that cannot be delivered is an error event too, and must not end this process.
    child.on('error', (error) => {
      log(`server process error: ${error.message}`);
      if (child.pid === undefined) resolve({ code: 1, signal: null });
    });
  });
}

function seconds(ms) {
  return `${Math.round(ms / 1000)} s`;
}

/**
 * Calls `start()` (spawns the server, returns its ChildProcess) and calls it again whenever the process
 * ends by itself with anything but 0 or EXIT_CANNOT_START: a crash, an out-of-memory abort, a kill.
 * `stop(signal)` passes the signal to the running process (or cancels a pending start); `done` then
 * resolves to its exit code and nothing is started again. Without a stop, `done` resolves to the exit
 * code of a process that ended with 0 or EXIT_CANNOT_START.
 */
export function supervise({
  start,
  log = console.log,
  backoff = defaultBackoff,
  now = Date.now,
  sleep = abortableSleep,
}) {
  const cancel = new AbortController();
  let child;
  let stopping;
  const done = (async () => {
    let delay;
    for (;;) {
      const startedAt = now();
      child = start();
      log(`server process ${child.pid ?? '?'} started`);
      const { code, signal } = await exitOf(child, log);
      child = undefined;
      // Killed by the very signal passed on (before it could install its handlers) is a clean stop too.
      if (stopping) return code ?? (signal === stopping ? 0 : 1);
      if (code === 0 || code === EXIT_CANNOT_START) return code;
      const ranMs = now() - startedAt;
      delay = nextDelay(delay, ranMs, backoff);
      const how = signal ? `killed by ${signal}` : `exit code ${code}`;
      log(
        `server stopped unexpectedly (${how}) after ${seconds(ranMs)}; starting it again in ${seconds(delay)}`,
      );
      await sleep(delay, cancel.signal);
      if (stopping) return 0;
    }
  })();
  return {
    done,
    stop(signal) {
      // npm and the terminal may both deliver one Ctrl+C; the server hears it once from here.
      if (stopping) return;
      stopping = signal;
      cancel.abort();
      child?.kill(signal);
    },
  };
}

/**
 * Runs `command args` supervised until SIGINT or SIGTERM reaches this process (or the command ends for
 * good) and resolves to the exit code this process should end with.
 */
export function runSupervised(command, args, options = {}) {
  const supervisor = supervise({
    start: () => spawn(command, args, { cwd: root, stdio: 'inherit', ...options }),
    log: (line) => console.log(`[supervisor] ${line}`),
  });
  const onSignal = (signal) => supervisor.stop(signal);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return supervisor.done.finally(() => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  });
}

/** The server (apps/server/src/main.ts) run supervised; `env` as for the server itself. */
export function superviseServer(env = process.env) {
  return runSupervised(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { env });
}
