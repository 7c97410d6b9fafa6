// Registers the Workbox service worker; a failure is logged and the app keeps working online.
import { registerSW } from 'virtual:pwa-register';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  registerSW({
    immediate: true,
    onRegisterError(error: unknown) {
      console.error('Service worker registration failed', error);
    },
  });
}
