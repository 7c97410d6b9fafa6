// The served app shell: Dutch first, translated, labelled main area, local database status, unknown paths, offline.
import { expect, test } from '@playwright/test';
import { AppPage } from './pages/app-page';

test('opens in Dutch with the labelled main area and the local database status', async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.open('/');
  await expect(page).toHaveTitle('Groeipad');
  await expect(page.getByRole('main', { name: 'AI-coach applicatie' })).toBeVisible();
  await expect(app.dbStatus).toContainText('Schemaversie 14');
  await expect(app.dbStatus).toContainText('Opgeslagen op dit apparaat');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
});

test('switches language and remembers it after a reload', async ({ page }) => {
  const app = new AppPage(page);
  await app.open('/');
  await app.languageSelect.selectOption('en');
  await expect(page.getByRole('main', { name: 'AI coach application' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('main', { name: 'AI coach application' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('redirects an unknown path to the home screen', async ({ page }) => {
  const app = new AppPage(page);
  await app.open('/does-not-exist');
  await expect(page).toHaveURL(/\/$/);
});

test('keeps working offline once the service worker is installed', async ({ page, context }) => {
  const app = new AppPage(page);
  await app.open('/');
  await app.waitForServiceWorker();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('main', { name: 'AI-coach applicatie' })).toBeVisible();
  await expect(app.dbStatus).toContainText('Schemaversie 14');
  await context.setOffline(false);
});
