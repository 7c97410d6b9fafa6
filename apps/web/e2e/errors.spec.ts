// The root error screen in a real browser: a route chunk that cannot be fetched, and one that crashes when loaded.
import { expect, test } from '@playwright/test';
import { markOnboarded } from './support/onboarding';

// A controlling service worker would answer from its precache and bypass page.route.
test.use({ serviceWorkers: 'block' });

const settingsChunk = '**/assets/settings-screen-*.js';

test('a route chunk that fails to load shows the error screen with a reload that recovers', async ({
  page,
}) => {
  await markOnboarded(page, '/');
  await page.route(settingsChunk, (route) => route.abort());
  await page.goto('/settings');

  await expect(page.getByRole('heading', { name: 'Er is iets misgegaan' })).toBeVisible();
  await expect(page.getByText(/Een deel van de app kon niet worden geladen/)).toBeVisible();
  const reload = page.getByRole('button', { name: 'Herlaad de pagina' });
  await expect(reload).toBeVisible();

  await page.unroute(settingsChunk);
  await reload.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
});

test('an unexpected error shows the spec texts', async ({ page }) => {
  await markOnboarded(page, '/');
  await page.route(settingsChunk, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "throw new Error('kapot');",
    }),
  );
  await page.goto('/settings');

  await expect(page.getByRole('heading', { name: 'Er is iets misgegaan' })).toBeVisible();
  await expect(
    page.getByText('De applicatie heeft een onverwachte fout ondervonden.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Herlaad de pagina' })).toBeVisible();
});
