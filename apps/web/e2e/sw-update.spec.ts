// A new service worker that installs while another controls the page takes over and reloads the page once.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { AppPage } from './pages/app-page';
import { markOnboarded } from './support/onboarding';

const webRoot = process.env.E2E_OUT_DIR
  ? path.resolve(process.env.E2E_OUT_DIR)
  : path.resolve(import.meta.dirname, '../dist');
const swFile = path.join(webRoot, 'sw.js');

test('reloads the page when a new service worker takes over', async ({ page }) => {
  await markOnboarded(page, '/');
  const app = new AppPage(page);
  await app.waitForServiceWorker();
  // A returning visit: the page starts under the worker's control, as it does for users after day one.
  await page.reload();
  await expect(app.homeGreeting).toBeVisible();
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(firstWorker).toContain('/sw.js');
  await page.evaluate(() => {
    (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
  });

  const original = fs.readFileSync(swFile, 'utf8');
  // The server sends the build's compressed copies (decision 026): a deployment replaces them too.
  const copies = { [`${swFile}.br`]: zlib.brotliCompressSync, [`${swFile}.gz`]: zlib.gzipSync };
  const originalCopies = Object.keys(copies).map((file) => [file, fs.readFileSync(file)] as const);
  try {
    // A byte-different sw.js is what a new deployment looks like to the browser.
    const next = `${original}\n// next release ${Date.now()}\n`;
    fs.writeFileSync(swFile, next);
    for (const [file, compress] of Object.entries(copies)) fs.writeFileSync(file, compress(next));
    const reloaded = page.waitForEvent('load');
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await reloaded;
  } finally {
    fs.writeFileSync(swFile, original);
    for (const [file, bytes] of originalCopies) fs.writeFileSync(file, bytes);
  }

  await expect(app.homeGreeting).toBeVisible();
  const marker = await page.evaluate(
    () => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate,
  );
  expect(marker).toBeUndefined();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
});
