// Registers the Workbox service worker and runs its update flow; if that registration fails, the
// fallback worker is registered instead and the failure is logged (SPEC 4, 7, 8).
import { registerSW } from 'virtual:pwa-register';
import { deleteOldOfflineQueue } from '../lib/old-offline-queue';
import { errorText, setServiceWorkerReport } from '../lib/service-worker-report';
import { createUpdateFlow } from '../lib/service-worker-update';
import { flushUnsavedWork } from '../lib/unsaved-work';

/** Built from src/sw/offline-fallback-sw.ts; the name is from when it queued requests (decision 031). */
export const OFFLINE_QUEUE_WORKER_URL = '/offline-queue-sw.js';

/** Registers the fallback worker; returns whether it worked. */
export async function registerOfflineQueueWorker(
  container: ServiceWorkerContainer,
  primaryError: unknown,
): Promise<boolean> {
  console.error(
    'Service worker registration failed; registering the offline-queue worker',
    primaryError,
  );
  const error = errorText(primaryError);
  try {
    await container.register(OFFLINE_QUEUE_WORKER_URL, { scope: '/' });
    console.warn('Offline-queue service worker registered as the fallback');
    setServiceWorkerReport({ outcome: 'fallback', error });
    return true;
  } catch (fallbackError) {
    console.error('Offline-queue service worker registration failed too', fallbackError);
    setServiceWorkerReport({ outcome: 'failed', error });
    return false;
  }
}

export function registerServiceWorker(): void {
  // A device that once ran an older fallback worker and now runs sw.js never activates the new fallback
  // worker, which would delete that worker's queue (passwords, prompts); so the page deletes it too.
  void deleteOldOfflineQueue();
  if (!('serviceWorker' in navigator)) {
    setServiceWorkerReport({ outcome: 'unsupported', error: null });
    return;
  }
  if (import.meta.env.DEV) {
    setServiceWorkerReport({ outcome: 'development', error: null });
    return;
  }
  const container = navigator.serviceWorker;
  let failed = false;
  const flow = createUpdateFlow({
    flush: flushUnsavedWork,
    activate: () => updateServiceWorker(true),
    reload: () => window.location.reload(),
  });
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () => void flow.onNeedRefresh(),
    onNeedReload: () => void flow.onNeedReload(),
    onRegisteredSW: () => setServiceWorkerReport({ outcome: 'registered', error: null }),
    onRegisterError(error: unknown) {
      if (failed) return;
      failed = true;
      void registerOfflineQueueWorker(container, error);
    },
  });
}
