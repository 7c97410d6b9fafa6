// Issue 18 on a phone: the user's own journal entries start on the first screen, and a very long name
// does not take over home (first name, two lines at most).
import { expect, test, type Page } from '@playwright/test';
import { seedDailyCore } from './support/daily-data';
import { markOnboarded } from './support/onboarding';

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
];

/** The part of the screen not covered by the bottom bar (or the whole height where there is none). */
async function visibleBottom(page: Page): Promise<number> {
  const nav = page.getByTestId('bottom-nav');
  const box = (await nav.isVisible()) ? await nav.boundingBox() : null;
  return box ? box.y : (page.viewportSize()?.height ?? 0);
}

async function setUserName(page: Page, name: string): Promise<void> {
  await page.evaluate(
    (name) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('groeipad');
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const tx = open.result.transaction('users', 'readwrite');
          const store = tx.objectStore('users');
          const read = store.get('e2e-user');
          read.onsuccess = () => store.put({ ...read.result, name, updated_at: Date.now() });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error ?? new Error('write failed'));
        };
      }),
    name,
  );
}

for (const size of PHONES) {
  test(`the first journal entry shows without scrolling at ${size.width}x${size.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await markOnboarded(page, '/', { user: true });
    await seedDailyCore(page);
    await page.goto('/journaling');
    const first = page.getByTestId('journal-entry').first();
    await first.waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const box = await first.boundingBox();
    const bottom = await visibleBottom(page);
    // Its title row (the top 48 px) is on screen above the bottom bar.
    expect(box?.y ?? Infinity).toBeGreaterThanOrEqual(0);
    expect((box?.y ?? Infinity) + 48).toBeLessThanOrEqual(bottom);
    // The filters are one button away, and open in place.
    await page.getByTestId('journal-filters-toggle').click();
    await expect(page.getByText('Alleen favorieten')).toBeVisible();
  });
}

test('a 200-character name greets with the first name in at most two lines at 360 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await markOnboarded(page, '/', { user: true });
  const longWord = 'Annabel'.repeat(28).slice(0, 190);
  const name = `${longWord} van den Berg`;
  await setUserName(page, name);
  await page.reload();
  const greeting = page.getByTestId('home-greeting').getByRole('heading', { level: 1 });
  await expect(greeting).toContainText(longWord.slice(0, 20));
  await expect(greeting).not.toContainText('van den Berg');
  await expect(greeting).toHaveAttribute('title', name);
  const lines = await greeting.evaluate((element) => {
    const style = getComputedStyle(element);
    return element.getBoundingClientRect().height / parseFloat(style.lineHeight);
  });
  expect(lines).toBeLessThanOrEqual(2.05);
  // The greeting has the phone's width (so 'Goedemiddag,' fits whole) and only the name is cut.
  expect((await greeting.boundingBox())?.width ?? 0).toBeGreaterThan(300);
  const shownName = await greeting.locator('span').evaluate((span) => ({
    cut: span.scrollWidth > span.clientWidth,
    ellipsis: getComputedStyle(span).textOverflow,
  }));
  expect(shownName).toEqual({ cut: true, ellipsis: 'ellipsis' });
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
});
