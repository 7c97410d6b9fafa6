// Registry of work that must be saved before the page reloads (a service worker update): writes still
// in flight and, later, features such as journal drafts that keep text outside IndexedDB for a moment.

type Flush = () => Promise<void>;

export type UnsavedWorkRegistry = {
  /** Adds a hook run before a reload; returns a function that removes it again. */
  registerUnsavedWork(flush: Flush): () => void;
  /** Keeps a write in the registry until it settles, so a reload waits for its commit. */
  trackPendingWrite<T>(write: Promise<T>): Promise<T>;
  /** Runs every hook and waits for every tracked write; a failing hook is logged, never blocks. */
  flushUnsavedWork(): Promise<void>;
};

export function createUnsavedWorkRegistry(
  log: (message: string, error: unknown) => void = console.error,
): UnsavedWorkRegistry {
  const hooks = new Set<Flush>();
  const pending = new Set<Promise<unknown>>();
  return {
    registerUnsavedWork(flush) {
      hooks.add(flush);
      return () => void hooks.delete(flush);
    },
    trackPendingWrite(write) {
      const settled = write.then(
        () => undefined,
        () => undefined,
      );
      pending.add(settled);
      void settled.then(() => pending.delete(settled));
      return write;
    },
    async flushUnsavedWork() {
      const results = await Promise.allSettled([...[...hooks].map((flush) => flush()), ...pending]);
      for (const result of results) {
        if (result.status === 'rejected') log('Saving unsaved work failed', result.reason);
      }
    },
  };
}

const registry = createUnsavedWorkRegistry();

/** The app's registry: screens register here; the service-worker update awaits it before reloading. */
export function registerUnsavedWork(flush: Flush): () => void {
  return registry.registerUnsavedWork(flush);
}

export function trackPendingWrite<T>(write: Promise<T>): Promise<T> {
  return registry.trackPendingWrite(write);
}

export function flushUnsavedWork(): Promise<void> {
  return registry.flushUnsavedWork();
}
