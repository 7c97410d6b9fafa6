// Runs the sync_mutations prune at start and then once a day, on a timer that never keeps the process alive.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** Memos live for months (decision 023): once a day keeps the table within a day of its retention. */
export const PRUNE_INTERVAL_MS = 24 * 60 * 60 * 1000;

export type PruneLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export type SyncMutationPruningOptions = {
  /** Deletes the old memos and says how many went. */
  prune: () => Promise<number>;
  log: PruneLog;
  /** Tests only. */
  intervalMs?: number;
};

export type SyncMutationPruning = {
  /** Stops the timer and waits for a prune still running, so the database can be closed after it. */
  stop(): Promise<void>;
};

/** Prunes now and then every `intervalMs`; a run still busy when the next is due is not doubled. */
export function startSyncMutationPruning(options: SyncMutationPruningOptions): SyncMutationPruning {
  const { prune, log, intervalMs = PRUNE_INTERVAL_MS } = options;
  let running: Promise<void> | undefined;
  let stopped = false;

  function run(): void {
    if (running || stopped) return;
    const started = Date.now();
    running = prune()
      .then(
        (removed) => log.info({ removed, ms: Date.now() - started }, 'pruned sync mutations'),
        // A failed prune only leaves rows for the next run; the server keeps serving.
        (error: unknown) =>
          log.warn(
            { err: { message: error instanceof Error ? error.message : String(error) } },
            'pruning sync mutations failed',
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
export function registerSyncMutationPruning(
  app: FastifyInstance,
  prune: () => Promise<number>,
): void {
  let pruning: SyncMutationPruning | undefined;
  app.addHook('onReady', (done) => {
    pruning = startSyncMutationPruning({ prune, log: app.log });
    done();
  });
  app.addHook('onClose', async () => {
    await pruning?.stop();
  });
}
