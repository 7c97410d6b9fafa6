// One abort signal for a streamed request: the caller's signal plus an idle timer that is paused while the caller handles a piece.

export type RequestGuard = {
  /** Aborts when the caller aborts or no piece arrived in time. */
  signal: AbortSignal;
  /** Stops the idle timer: the caller is busy with a piece, which is not the endpoint's delay. */
  pause(): void;
  /** Starts the idle timer again. */
  resume(): void;
  /**
   * Settles like `promise`, or rejects as soon as the signal aborts. Node's fetch never settles a
   * read of a body that had fully arrived before the abort, so the abort cannot be left to it.
   */
  race<T>(promise: Promise<T>): Promise<T>;
  /** Whether the idle timer fired. */
  timedOut(): boolean;
  /** Whether the caller's signal aborted. */
  callerAborted(): boolean;
  dispose(): void;
};

export function createRequestGuard(
  callerSignal: AbortSignal | undefined,
  idleMs: number,
): RequestGuard {
  const controller = new AbortController();
  const stopped = new Promise<never>((_resolve, reject) => {
    controller.signal.addEventListener('abort', () => reject(new Error('stopped')), { once: true });
  });
  // Nobody may be racing when the abort comes; that is no unhandled rejection.
  stopped.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let fired = false;
  const onCallerAbort = (): void => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

  const pause = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const resume = (): void => {
    pause();
    if (controller.signal.aborted) return;
    timer = setTimeout(() => {
      fired = true;
      controller.abort(new Error(`no answer within ${idleMs} ms`));
    }, idleMs);
  };
  resume();

  return {
    signal: controller.signal,
    pause,
    resume,
    race: (promise) => Promise.race([promise, stopped]),
    timedOut: () => fired,
    callerAborted: () => callerSignal?.aborted ?? false,
    dispose() {
      pause();
      callerSignal?.removeEventListener('abort', onCallerAbort);
      // Ends a request still open (the caller stopped reading early).
      if (!controller.signal.aborted) controller.abort();
    },
  };
}
