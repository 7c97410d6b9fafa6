// The update flow of SPEC 4 "Service worker": a new worker that installs while one controls the page
// takes over and the page reloads, but only after the unsaved work registry has been flushed.
import { flushUnsavedWork } from './unsaved-work';

export type UpdateFlowDeps = {
  flush: () => Promise<void>;
  /** Tells the waiting worker to activate (SKIP_WAITING). */
  activate: () => Promise<void>;
  reload: () => void;
};

export type UpdateFlow = {
  /** A new worker is installed and waiting: save, then let it take over. */
  onNeedRefresh(): Promise<void>;
  /** The new worker now controls the page: save again (work may have started meanwhile), then reload. */
  onNeedReload(): Promise<void>;
};

export function createUpdateFlow(deps: UpdateFlowDeps): UpdateFlow {
  let activating = false;
  let reloading = false;
  return {
    async onNeedRefresh() {
      if (activating) return;
      activating = true;
      await deps.flush();
      await deps.activate();
    },
    async onNeedReload() {
      if (reloading) return;
      reloading = true;
      await deps.flush();
      deps.reload();
    },
  };
}

/** "Update now" for a worker found waiting: save, activate it, reload when it has taken over. */
export async function activateWaitingWorker(
  registration: ServiceWorkerRegistration,
): Promise<void> {
  const waiting = registration.waiting;
  if (!waiting) return;
  await flushUnsavedWork();
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
