// /mock-test (issue 4): generated answers for a target type score to that type, and nothing is written.
import { expect, test, type Page } from '@playwright/test';
import { LONG_TEST, SHORT_TEST } from '@groeipad/domain';
import { markOnboarded } from './support/onboarding';
import { TAKE_SHOTS } from './support/shots';

/** Record counts of every store of every database of the origin, read with plain IndexedDB. */
function snapshot(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const counts: Record<string, number> = {};
    for (const info of await indexedDB.databases()) {
      const name = info.name ?? '';
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error('open failed'));
      });
      for (const store of [...db.objectStoreNames]) {
        counts[`${name}/${store}`] = await new Promise<number>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).count();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error ?? new Error('count failed'));
        });
      }
      db.close();
    }
    return counts;
  });
}

test.describe('mock test', () => {
  test('answers generated for a target type score to that type; nothing is written', async ({
    page,
  }) => {
    await markOnboarded(page, '/mock-test');
    await expect(page.getByRole('heading', { level: 1, name: 'Oefentest' })).toBeVisible();
    await expect(page.getByTestId('mock-answer')).toHaveCount(SHORT_TEST.items.length);
    const before = await snapshot(page);
    expect(before['groeipad/onboarding_states']).toBe(1);

    await page.getByRole('combobox', { name: 'Doeltype' }).selectOption('ENFP');
    await expect(page.getByTestId('mock-type')).toHaveText('ENFP');
    for (let i = 0; i < 3; i += 1) {
      const seed = await page.getByLabel('Seed').inputValue();
      await page.getByRole('button', { name: 'Nieuwe seed' }).click();
      await expect(page.getByLabel('Seed')).not.toHaveValue(seed);
      await expect(page.getByTestId('mock-type')).toHaveText('ENFP');
    }

    await page.getByText('Uitgebreid', { exact: true }).click();
    await expect(page.getByTestId('mock-answer')).toHaveCount(LONG_TEST.items.length);
    await page.getByRole('combobox', { name: 'Doeltype' }).selectOption('ISTJ');
    await expect(page.getByTestId('mock-type')).toHaveText('ISTJ');
    await expect(page.getByTestId('mock-dimension-EI')).toContainText('I');
    await expect(page.getByTestId('mock-answer').first()).toContainText(/\d – \S/);

    // A typed seed is used as is, and an invalid one is refused with a message.
    await page.getByLabel('Seed').fill('12');
    await expect(page.getByTestId('mock-type')).toHaveText('ISTJ');
    await page.getByLabel('Seed').fill('abc');
    await expect(page.getByText('Een heel getal, 0 of meer.')).toBeVisible();

    expect(await snapshot(page)).toEqual(before);
  });

  test('screenshots at phone and desktop width', async ({ page }) => {
    // Pictures only: choosing a target type is checked above.
    test.skip(!TAKE_SHOTS, 'screenshots are taken with E2E_SHOTS=1');
    await markOnboarded(page, '/mock-test');
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.getByRole('combobox', { name: 'Doeltype' }).selectOption('INTP');
      await expect(page.getByTestId('mock-type')).toHaveText('INTP');
      await page.screenshot({ path: `/tmp/profile-mock-test-${width}.png`, fullPage: true });
    }
  });
});
