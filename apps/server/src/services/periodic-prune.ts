// Runs a prune of old rows (push memos, usage counters) at start and then periodically, on a timer that never keeps the process alive.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** Memos live for months (decision 023): once a day keeps their table within a day of its retention. */
export const PRUNE_INTERVAL_MS = 24 * 60 * 60 * 1000;

export type PruneLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export type PeriodicPruneOptions = {
  /** What is pruned, for the log line ("sync mutations"). */
  what: string;
  /** Deletes the old rows and says how many went. */
  prune: () => Promise<number>;
  log: PruneLog;
  /** Tests only. */
  intervalMs?: number;
};

export type PeriodicPrune = {
  /** Stops the timer and waits for a prune still running, so the database can be closed after it. */
  stop(): Promise<void>;
};

/** Prunes now and then every `intervalMs`; a run still busy when the next is due is not doubled. */
export function startPeriodicPrune(options: PeriodicPruneOptions): PeriodicPrune {
  const { what, prune, log, intervalMs = PRUNE_INTERVAL_MS } = options;
  let running: Promise<void> | undefined;
  let stopped = false;

  function run(): void {
    if (running || stopped) return;
    const started = Date.now();
    running = prune()
      .then(
        (removed) => log.info({ removed, ms: Date.now() - started }, `pruned ${what}`),
        // A failed prune only leaves rows for the next run; the server keeps serving.
        (error: unknown) =>
          log.warn(
            { err: { message: error instanceof Error ? error.message : String(error) } },
            `pruning ${what} failed`,
          ),
      )
      .finally(() => {
        running = undefined;
      });
  }

  const timer = setInterval(run, intervalMs);
  // A server stops on close or a signal; this timer must never be what keeps it running.
  timer.unref();
  run();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** Starts pruning once the app is ready and stops it when the app closes (before the caller closes the database). */
export function registerPeriodicPrune(
  app: FastifyInstance,
  prune: Omit<PeriodicPruneOptions, 'log'>,
): void {
  let pruning: PeriodicPrune | undefined;
  app.addHook('onReady', (done) => {
    pruning = startPeriodicPrune({ ...prune, log: app.log });
    done();
  });
  app.addHook('onClose', async () => {
    await pruning?.stop();
  });
}
