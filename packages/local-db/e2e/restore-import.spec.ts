// Real-browser proof that undoing a delete and importing an export file are durable and all-or-nothing.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { Harness } from './harness';

type HarnessWindow = { harness: Harness };

async function openHarness(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForFunction(
    () => (window as unknown as Partial<HarnessWindow>).harness !== undefined,
  );
}

const T0 = 1_700_000_000_000;

function entry(id: string, updatedAt = T0) {
  return {
    id,
    user_id: 'someone-else',
    title: `Geïmporteerd ${id}`,
    content: 'Uit een exportbestand.',
    mood_rating: 4,
    tags: '[]',
    category: 'reflectie',
    is_private: true,
    is_favorite: false,
    word_count: 3,
    date: T0,
    created_at: T0,
    updated_at: updatedAt,
    created_by: 'someone-else',
  };
}

function exportFile(entries: unknown[]): string {
  return JSON.stringify({
    format: 'groeipad-export',
    version: 1,
    exported_at: T0,
    tables: { journal_entries: entries },
  });
}

function importFile(page: Page, text: string) {
  return page.evaluate((t) => (window as unknown as HarnessWindow).harness.importFile(t), text);
}

test('an undone delete brings the entry back for good', async ({ page }) => {
  await openHarness(page);
  const id = await page.evaluate(() =>
    (window as unknown as HarnessWindow).harness.create('Per ongeluk verwijderd'),
  );
  await page.evaluate((i) => (window as unknown as HarnessWindow).harness.remove(i), id);
  expect(await page.evaluate(() => (window as unknown as HarnessWindow).harness.tombstones())).toBe(
    1,
  );
  expect(
    await page.evaluate((i) => (window as unknown as HarnessWindow).harness.restore(i), id),
  ).toBe(true);

  await page.reload();
  await openHarness(page);
  const restored = await page.evaluate(
    (i) => (window as unknown as HarnessWindow).harness.get(i),
    id,
  );
  expect(restored).toMatchObject({ id, title: 'Per ongeluk verwijderd', _status: 'created' });
  expect(await page.evaluate(() => (window as unknown as HarnessWindow).harness.tombstones())).toBe(
    0,
  );
  expect(
    await page.evaluate((i) => (window as unknown as HarnessWindow).harness.restore(i), id),
  ).toBe(false);
});

test('an import is merged by id, survives a reload and is refused whole when a record is bad', async ({
  page,
}) => {
  await openHarness(page);
  expect(await importFile(page, exportFile([entry('a'), entry('b')]))).toMatchObject({
    created: 2,
    updated: 0,
    unchanged: 0,
  });

  await page.reload();
  await openHarness(page);
  const imported = await page.evaluate(
    (i) => (window as unknown as HarnessWindow).harness.get(i),
    'a',
  );
  expect(imported).toMatchObject({ user_id: 'e2e-user', title: 'Geïmporteerd a' });
  expect(
    await importFile(page, exportFile([entry('a'), { ...entry('b', T0 + 1), title: 'Nieuwer' }])),
  ).toMatchObject({ created: 0, updated: 1, unchanged: 1 });

  const refused = await importFile(
    page,
    exportFile([entry('c'), { ...entry('d'), mood_rating: 9 }]),
  );
  expect(refused).toMatchObject({ ok: false, error: 'invalidRecord', index: 1 });
  expect(await page.evaluate(() => (window as unknown as HarnessWindow).harness.count())).toBe(2);
});
