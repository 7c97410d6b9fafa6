// Real-browser proof that acknowledged writes are durable: they survive a reload and closing the page.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { Harness } from './harness';

type HarnessWindow = { harness?: Harness };

async function openHarness(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForFunction(() => (window as unknown as HarnessWindow).harness !== undefined);
}

function create(page: Page, title: string): Promise<string> {
  return page.evaluate(
    (t) => (window as unknown as Required<HarnessWindow>).harness.create(t),
    title,
  );
}

function read(page: Page, id: string) {
  return page.evaluate((i) => (window as unknown as Required<HarnessWindow>).harness.get(i), id);
}

test('an acknowledged write survives a real reload', async ({ page }) => {
  await openHarness(page);
  const status = await page.evaluate(() =>
    (window as unknown as Required<HarnessWindow>).harness.status(),
  );
  expect(status.storage).toMatchObject({ state: 'ok', mode: 'indexeddb' });
  expect(status.report.schemaVersion).toBe(14);

  const id = await create(page, 'Voor het herladen');
  await page.reload();
  await openHarness(page);
  expect(await read(page, id)).toMatchObject({
    id,
    title: 'Voor het herladen',
    _status: 'created',
  });
  expect(
    await page.evaluate(() => (window as unknown as Required<HarnessWindow>).harness.count()),
  ).toBe(1);
});

test('a write acknowledged right before closing the page is kept', async ({ context }) => {
  const first = await context.newPage();
  await openHarness(first);
  const id = await create(first, 'Vlak voor het sluiten');
  await first.close();

  const second = await context.newPage();
  await openHarness(second);
  expect(await read(second, id)).toMatchObject({
    id,
    title: 'Vlak voor het sluiten',
    _status: 'created',
  });
});
