// What became of the service worker registration, for the /pwa-test screen (a tiny external store).
import { createValueStore } from './value-store';

export type ServiceWorkerOutcome =
  'pending' | 'unsupported' | 'development' | 'registered' | 'fallback' | 'failed';

export type ServiceWorkerReport = {
  outcome: ServiceWorkerOutcome;
  /** Why the Workbox worker could not be registered, when it could not. */
  error: string | null;
};

const report = createValueStore<ServiceWorkerReport>({ outcome: 'pending', error: null });

export const serviceWorkerReport = report.get;
export const subscribeServiceWorkerReport = report.subscribe;
export const setServiceWorkerReport = report.set;

export function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
