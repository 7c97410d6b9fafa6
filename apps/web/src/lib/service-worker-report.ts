// What became of the service worker registration, for the /pwa-test screen (a tiny external store).

export type ServiceWorkerOutcome =
  'pending' | 'unsupported' | 'development' | 'registered' | 'fallback' | 'failed';

export type ServiceWorkerReport = {
  outcome: ServiceWorkerOutcome;
  /** Why the Workbox worker could not be registered, when it could not. */
  error: string | null;
};

let report: ServiceWorkerReport = { outcome: 'pending', error: null };
const listeners = new Set<() => void>();

export function serviceWorkerReport(): ServiceWorkerReport {
  return report;
}

export function subscribeServiceWorkerReport(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function setServiceWorkerReport(next: ServiceWorkerReport): void {
  report = next;
  listeners.forEach((listener) => listener());
}

export function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
