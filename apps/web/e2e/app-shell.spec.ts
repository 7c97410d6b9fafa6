// The served app shell: Dutch first, translated, labelled main area, local database status, unknown paths, offline.
import { expect, test } from '@playwright/test';
import { AppPage } from './pages/app-page';
import { markOnboarded } from './support/onboarding';

test('opens in Dutch with the labelled main area and the local database status', async ({
  page,
}) => {
  await markOnboarded(page, '/');
  const app = new AppPage(page);
  await expect(page).toHaveTitle('Groeipad');
  await expect(page.getByRole('main', { name: 'AI-coach applicatie' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Welkom bij Groeipad' })).toBeVisible();
  await expect(app.dbStatus).toContainText('Schemaversie 14');
  await expect(app.dbStatus).toContainText('Opgeslagen op dit apparaat');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
});

test('switches language and remembers it after a reload', async ({ page }) => {
  const app = new AppPage(page);
  await app.open('/onboarding/step-1');
  await app.languageSelect.selectOption('en');
  await expect(page.getByRole('main', { name: 'AI coach application' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('main', { name: 'AI coach application' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('redirects an unknown path to the home screen once onboarded', async ({ page }) => {
  await markOnboarded(page, '/does-not-exist');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welkom bij Groeipad' })).toBeVisible();
});

test('keeps the home screen working offline once the service worker is installed', async ({
  page,
  context,
}) => {
  await markOnboarded(page, '/');
  const app = new AppPage(page);
  await app.waitForServiceWorker();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('main', { name: 'AI-coach applicatie' })).toBeVisible();
  await expect(app.dbStatus).toContainText('Schemaversie 14');
  await context.setOffline(false);
});
