// Analytics (issue 5) offline: a mood checked in on the home screen shows on /analytics (stat card, mood
// chart summary, today's pixel of the year) and the viewed week is stored in journaling_analytics.
import { expect, test, type Page } from '@playwright/test';
import { markOnboarded } from './support/onboarding';
import { waitForServiceWorker } from './support/service-worker';
import { readStore } from './support/read-store';

type AnalyticsRecord = { analytics_period: string; average_mood: number; user_id: string };

/** Every journaling_analytics record in the app's IndexedDB. */
function storedAnalytics(page: Page): Promise<AnalyticsRecord[]> {
  return readStore<AnalyticsRecord>(page, 'journaling_analytics');
}

test('a mood checked in offline shows on the analytics screen', async ({ page, context }) => {
  await markOnboarded(page, '/', { user: true });
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();

  const picker = page.getByRole('radiogroup', { name: /^Hoe voel je je/ });
  await picker.getByRole('radio', { name: 'Goed' }).click();
  await expect(page.getByTestId('home-mood-saved')).toContainText('Opgeslagen');

  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analyses' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Gemiddelde stemming' })).toContainText('4,0');
  await expect(
    page
      .getByTestId('analytics-mood-chart')
      .getByText(
        'Gemiddelde stemming 4,0 over de laatste 30 dagen: je check-ins en dagboekstemmingen, elke dag telt één keer.',
      ),
  ).toBeVisible();

  // The pixel's label uses the browser's own calendar day, as the app does.
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('nl', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(Date.now()),
  );
  const pixels = page.getByTestId('analytics-year-pixels');
  await expect(pixels.getByRole('img', { name: `${today}: 🙂 4,0 (Goed)` })).toBeAttached();
  // Only days with a mood are images with a label (the chart's own svg is an unnamed img).
  await expect(pixels.getByRole('img', { name: /: / })).toHaveCount(1);

  // The viewed week was stored for a later sync.
  await expect
    .poll(() => storedAnalytics(page))
    .toEqual([
      expect.objectContaining({ analytics_period: 'week', average_mood: 4, user_id: 'e2e-user' }),
    ]);
  await context.setOffline(false);
});
