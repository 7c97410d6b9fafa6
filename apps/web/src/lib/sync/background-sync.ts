// Background Sync where the browser has it: after a write or a run offline the page registers a one-off
// 'groeipad-sync'; the service worker (src/sw/sw-sync.ts) answers the browser's 'sync' event by telling
// its open windows to sync, or, with none open, by running one sync itself (background-run.ts).

export const BACKGROUND_SYNC_TAG = 'groeipad-sync';
/** The message type the service worker posts to its window clients. */
export const BACKGROUND_SYNC_MESSAGE = 'groeipad-sync';

/** The Background Sync part of a registration (not in TypeScript's DOM types). */
type SyncManagerLike = { register(tag: string): Promise<void> };

export function hasBackgroundSync(): boolean {
  return (
    typeof ServiceWorkerRegistration !== 'undefined' &&
    'sync' in ServiceWorkerRegistration.prototype
  );
}

/** Registers the one-off tag with the page's service worker; nothing happens without one. */
export async function registerBackgroundSync(
  container: Pick<ServiceWorkerContainer, 'getRegistration'>,
): Promise<void> {
  const registration = await container.getRegistration();
  if (registration && 'sync' in registration) {
    await (registration.sync as SyncManagerLike).register(BACKGROUND_SYNC_TAG);
  }
}

function isSyncMessage(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === BACKGROUND_SYNC_MESSAGE
  );
}

/** Calls `onSync` when the service worker relays a Background Sync; returns the unsubscribe. */
export function listenForBackgroundSync(
  container: Pick<ServiceWorkerContainer, 'addEventListener' | 'removeEventListener'>,
  onSync: () => void,
): () => void {
  const onMessage = (event: MessageEvent) => {
    if (isSyncMessage(event.data)) onSync();
  };
  container.addEventListener('message', onMessage);
  return () => container.removeEventListener('message', onMessage);
}
