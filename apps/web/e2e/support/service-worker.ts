// Test support: wait until the service worker controls the page. Its first install claims the open page;
// if that claim is missed, a reload is always controlled once the worker is active.
import type { Page } from '@playwright/test';

const controlled = () => navigator.serviceWorker.controller !== null;

export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  try {
    await page.waitForFunction(controlled, null, { timeout: 10_000 });
  } catch {
    await page.reload();
    await page.waitForFunction(controlled, null, { timeout: 20_000 });
  }
}
