// Life-area progress and back to basics (issue 8), offline: updating an area's progress on /analytics changes
// the wheel of life and survives a reload; today's basics ticks on /back-to-basics survive a reload; no
// horizontal overflow at 360 px.
import { expect, test } from '@playwright/test';
import { markOnboarded } from './support/onboarding';
import { readStore } from './support/read-store';
import { expectNoHorizontalOverflow } from './support/schemes-and-widths';
import { waitForServiceWorker } from './support/service-worker';

type ProgressRow = { area_name: string; progress_level: number; user_id: string };

test.describe('life-area progress', () => {
  test('updates progress offline and sees the wheel change', async ({ page, context }) => {
    await markOnboarded(page, '/analytics', { user: true });
    await waitForServiceWorker(page);
    const section = page.locator('section[aria-labelledby="life-progress-heading"]');
    await expect(
      section.getByRole('heading', { name: 'Voortgang per levensgebied' }),
    ).toBeVisible();
    const wheel = page.getByTestId('wheel-values');
    await expect(wheel.getByText('Gezondheid: nog niet ingevuld')).toBeVisible();
    await expect(page.getByRole('img', { name: /Levenswiel/ })).toBeVisible();

    await context.setOffline(true);
    await section.getByRole('combobox', { name: 'Levensgebied' }).selectOption('health');
    const thumb = section.getByRole('slider');
    await thumb.focus();
    for (let i = 0; i < 4; i += 1) await thumb.press('ArrowRight');
    await expect(wheel.getByText('Gezondheid: 20%')).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('wheel-values').getByText('Gezondheid: 20%')).toBeVisible();
    const rows = await readStore<ProgressRow>(page, 'life_areas_progress');
    expect(rows).toEqual([
      expect.objectContaining({ area_name: 'health', progress_level: 20, user_id: 'e2e-user' }),
    ]);
    await context.setOffline(false);
  });
});

test('home reminds of a due update and opens that area on /analytics', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 740 });
  // The demo data has health (weekly, 10 days ago) and spirituality (monthly, 38 days ago) due.
  await markOnboarded(page, '/develop-data', { user: true });
  await page.getByRole('button', { name: 'Maak voorbeeldgegevens' }).click();
  await expect(page.getByTestId('develop-outcome')).toContainText('gemaakt');

  await page.goto('/');
  const card = page.getByTestId('home-progress-due');
  await expect(card.getByText('Gezondheid')).toBeVisible();
  await expect(card.getByText('Spiritualiteit')).toBeVisible();
  await card.getByRole('link', { name: 'Gezondheid bijwerken' }).click();

  await expect(page).toHaveURL(/\/analytics\?area=health#life-progress$/);
  const section = page.locator('#life-progress');
  await expect(section.getByRole('combobox', { name: 'Levensgebied' })).toHaveValue('health');
  await expect(
    section.getByRole('heading', { name: 'Voortgang per levensgebied' }),
  ).toBeInViewport();
  await expectNoHorizontalOverflow(page, 'analytics with the progress section at 360 px');
});

test.describe('back to basics', () => {
  test('keeps today’s ticks offline after a reload, at 360 px', async ({ page, context }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await markOnboarded(page, '/back-to-basics', { user: true });
    await waitForServiceWorker(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Terug naar de basis' }),
    ).toBeVisible();
    await expect(page.getByText('0 van de 5 gedaan')).toBeVisible();

    await context.setOffline(true);
    // The tick shows once it is stored (the list re-reads the day's record), so click, then wait.
    await page.getByLabel('Slaap').click();
    await expect(page.getByLabel('Slaap')).toBeChecked();
    await page.getByLabel('Daglicht').click();
    await expect(page.getByLabel('Daglicht')).toBeChecked();
    await expect(page.getByText('2 van de 5 gedaan')).toBeVisible();
    await expectNoHorizontalOverflow(page, 'back to basics at 360 px');

    await page.reload();
    await expect(page.getByLabel('Slaap')).toBeChecked();
    await expect(page.getByLabel('Daglicht')).toBeChecked();
    await expect(page.getByLabel('Beweging')).not.toBeChecked();
    await context.setOffline(false);
  });
});
