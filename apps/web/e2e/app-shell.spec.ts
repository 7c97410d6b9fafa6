// The served app shell: Dutch first, translated, labelled main area, the home screen, unknown paths, offline.
import { expect, test } from '@playwright/test';
import { AppPage } from './pages/app-page';
import { markOnboarded } from './support/onboarding';

test('opens in Dutch with the labelled main area and the home screen', async ({ page }) => {
  await markOnboarded(page, '/', { user: true });
  const app = new AppPage(page);
  await expect(page).toHaveTitle('Groeipad');
  await expect(page.getByRole('main', { name: 'AI-coach applicatie' })).toBeVisible();
  await expect(app.homeGreeting).toHaveText(/, Anna$/);
  await expect(page.getByText('INFJ · De Gids')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Hoe voel je je nu?' })).toBeVisible();
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
  await expect(new AppPage(page).homeGreeting).toBeVisible();
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
  await expect(app.homeGreeting).toBeVisible();
  await expect(
    page.getByTestId('home-shortcuts').getByRole('link', { name: /^Dagboek/ }),
  ).toBeVisible();
  await context.setOffline(false);
});
