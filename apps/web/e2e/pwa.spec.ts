// PWA (SPEC.md 4, 7, 8; issue 3): every chunk precached, offline reload of visited and unvisited routes,
// the offline-queue fallback worker, and the /pwa-test and /pre-download screens with real data.
import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { markOnboarded } from './support/onboarding';
import { waitForServiceWorker } from './support/service-worker';

/** The folder the server under test serves (scripts/serve-e2e.mjs). */
const outDir = process.env.E2E_OUT_DIR
  ? path.resolve(process.env.E2E_OUT_DIR)
  : fileURLToPath(new URL('../dist', import.meta.url));

function precacheUrls(sw: string): string[] {
  return [...sw.matchAll(/\{\s*"?url"?\s*:\s*"([^"]+)"/g)].map((m) => m[1] ?? '');
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test('the served sw.js precaches the app shell and every built chunk', async ({ request }) => {
  const response = await request.get('/sw.js');
  expect(response.ok()).toBe(true);
  expect(response.headers()['cache-control']).toBe('no-cache');
  // The build's brotli copy (decision 026); the worker itself stays uncached.
  expect(response.headers()['content-encoding']).toBe('br');
  const sw = await response.text();
  expect(sw).toBe(fs.readFileSync(path.join(outDir, 'sw.js'), 'utf8'));
  const urls = new Set(precacheUrls(sw));
  const built = fs
    .readdirSync(path.join(outDir, 'assets'))
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => `assets/${file}`);
  // Route chunks: the app has many lazily loaded screens, so there must be far more than the entry.
  expect(built.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(5);
  expect(built.filter((file) => !urls.has(file))).toEqual([]);
  for (const shell of ['index.html', 'manifest.webmanifest', 'icons/icon-192.png']) {
    expect(urls.has(shell), shell).toBe(true);
  }
  expect(urls.has('offline-queue-sw.js')).toBe(false);
  expect(sw).toContain('createHandlerBoundToURL("/index.html")');
  for (const url of urls) {
    expect((await request.get(`/${url}`)).status(), url).toBe(200);
  }
});

test('the manifest makes the app installable as a standalone app', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    display: string;
    theme_color: string;
    icons: { sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Groeipad',
    display: 'standalone',
    theme_color: '#2f7d6d',
  });
  const sizes = manifest.icons.map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '180x180']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  const offlineQueue = await request.get('/offline-queue-sw.js');
  expect(offlineQueue.headers()['cache-control']).toBe('no-cache');
});

test('reloads a visited route offline', async ({ page, context }) => {
  await markOnboarded(page, '/pwa-test');
  await waitForServiceWorker(page);
  await expect(h1(page)).toHaveText('PWA-test');
  await context.setOffline(true);
  await page.reload();
  await expect(h1(page)).toHaveText('PWA-test');
  await context.setOffline(false);
});

test('opens routes never visited before while offline', async ({ page, context }) => {
  await markOnboarded(page, '/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto('/pre-download');
  await expect(h1(page)).toHaveText('Vooraf downloaden');
  await page.goto('/settings');
  await expect(h1(page)).toBeVisible();
  await page.goto('/chat');
  await expect(h1(page)).toBeVisible();
  await context.setOffline(false);
});

test('/pwa-test shows the registered worker, install, persistence and notification state', async ({
  page,
}) => {
  await page.goto('/pwa-test');
  await waitForServiceWorker(page);
  await page.reload();
  await expect(h1(page)).toHaveText('PWA-test');
  await expect(page.getByTestId('pwa-sw-outcome')).toContainText('Geregistreerd');
  await expect(page.getByTestId('pwa-sw-controller')).toContainText('/sw.js');
  await expect(page.getByTestId('pwa-install-state')).toContainText('Installatie niet beschikbaar');
  await expect(page.getByTestId('pwa-install-decision')).toContainText('Verborgen');
  // A reload within half an hour is the same visit (a session, decision at decideInstallPrompt).
  await expect(page.getByTestId('pwa-visit-count')).toContainText('1');
  await expect(page.getByTestId('pwa-persistence-state')).toContainText(/blijvend/i);
  await expect(page.getByTestId('pwa-notifications')).toContainText(
    /Toegestaan|Geweigerd|Nog niet/,
  );
  await page.getByRole('button', { name: 'Gebruiksgegevens wissen' }).click();
  await expect(page.getByTestId('pwa-visit-count')).toContainText('0');
});

test('/pre-download lists the precache, storage use, and downloads everything', async ({
  page,
}) => {
  await page.goto('/pre-download');
  await waitForServiceWorker(page);
  await page.reload();
  await expect(h1(page)).toHaveText('Vooraf downloaden');
  await expect(page.getByTestId('storage-usage')).toContainText(/\d.* van .*\d.* gebruikt/);
  const list = page.getByTestId('cache-list');
  await list.getByRole('button', { name: /workbox-precache/ }).click();
  await expect(list.getByTestId('cache-group-js')).toContainText('/assets/');
  await expect(list.getByTestId('cache-group-other')).toContainText('/index.html');
  await expect(list.getByTestId('cache-group-images')).toContainText('/icons/icon-192.png');
  // Take one chunk out of the precache: the button must fetch it back.
  const removed = await page.evaluate(async () => {
    const name = (await caches.keys()).find((n) => n.startsWith('workbox-precache')) ?? '';
    const cache = await caches.open(name);
    const chunk = (await cache.keys()).find((r) => r.url.includes('/assets/'));
    if (chunk) await cache.delete(chunk);
    return chunk?.url ?? '';
  });
  expect(removed).toContain('/assets/');
  await page.getByRole('button', { name: 'Alles downloaden voor offline gebruik' }).click();
  await expect(page.getByTestId('download-result')).toContainText(
    /Klaar: alle \d+ bestanden staan offline klaar\./,
  );
  const restored = await page.evaluate(async (url) => !!(await caches.match(url)), removed);
  expect(restored).toBe(true);
});

test('registers the offline-queue worker when sw.js cannot be registered', async ({
  page,
  context,
}) => {
  await context.route('**/sw.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  await page.goto('/pwa-test');
  await expect(page.getByTestId('pwa-sw-outcome')).toContainText('Reserve');
  await waitForServiceWorker(page);
  await expect(page.getByTestId('pwa-sw-controller')).toContainText('/offline-queue-sw.js');
  expect(errors.some((e) => e.includes('Service worker registration failed'))).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(h1(page)).toHaveText('PWA-test');
  await context.setOffline(false);
});
