// The daily-core screens on a 360 px phone with real content, in a language with long words: nothing may
// push the page wider than the screen (a sideways-scrolling page is the most common phone layout bug).
import { expect, test } from '@playwright/test';
import { seedDailyCore } from './support/daily-data';
import { markOnboarded } from './support/onboarding';

const PATHS = [
  '/',
  '/streamlined',
  '/journaling',
  '/journaling/new',
  '/journaling/entry/seed-entry',
  '/journaling/goals',
  '/journaling/moods',
  '/journaling/planning',
  '/tasks',
  '/search',
  '/analytics',
  '/settings',
];

for (const lng of ['nl', 'de']) {
  test(`no daily-core screen is wider than a 360 px phone (${lng})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.addInitScript((language) => localStorage.setItem('i18nextLng', language), lng);
    await markOnboarded(page, '/', { user: true });
    await seedDailyCore(page);
    for (const path of PATHS) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Let lazy sections (charts, lists) render before measuring.
      await page.waitForLoadState('networkidle');
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }));
      expect(widths.page, `${lng} ${path}`).toBeLessThanOrEqual(widths.screen);
    }
  });
}
