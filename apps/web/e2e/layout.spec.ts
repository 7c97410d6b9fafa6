// The layout: bottom bar on phones, side bar on wide screens, the current entry marked, the background
// theme by path, and the colour scheme switch that survives a reload.
import { expect, test, type Page } from '@playwright/test';
import { markOnboarded } from './support/onboarding';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const MAIN_ENTRIES = [
  'Chat',
  'Groepen',
  'Uitdaging',
  'Analyse',
  'Profiel',
  'Welzijn',
  'Coach',
] as const;

function bottomNav(page: Page) {
  return page.getByTestId('bottom-nav');
}

function sideNav(page: Page) {
  return page.getByTestId('side-nav');
}

test('phones get the bottom bar with the seven main entries and no side bar', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await markOnboarded(page, '/');
  const nav = bottomNav(page);
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link')).toHaveText([...MAIN_ENTRIES]);
  await expect(sideNav(page)).toBeHidden();
  for (const link of await nav.getByRole('link').all()) {
    const box = await link.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
});

test('wide screens get the side bar with full labels and no bottom bar', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await markOnboarded(page, '/');
  const nav = sideNav(page);
  await expect(nav).toBeVisible();
  await expect(bottomNav(page)).toBeHidden();
  for (const name of ['Home', 'Chat', "Community's", 'Uitdagingen', 'AI-coaching', 'Welzijn']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
});

test('navigating moves aria-current to the chosen entry', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await markOnboarded(page, '/');
  const nav = bottomNav(page);
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
  await nav.getByRole('link', { name: 'Chat' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(nav.getByRole('link', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Welzijn' }).click();
  await expect(page).toHaveURL(/\/holistic-wellness$/);
  await expect(nav.getByRole('link', { name: 'Welzijn' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Chat' })).not.toHaveAttribute('aria-current');
});

test('the main area is labelled and the skip link moves focus to it', async ({ page }) => {
  await markOnboarded(page, '/');
  await expect(page.getByRole('main', { name: 'AI-coach applicatie' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Groeipad', exact: true })).toHaveCount(
    0,
  );
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Naar de inhoud' });
  await expect(skip).toBeFocused();
  await skip.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the background switches theme with the path', async ({ page }) => {
  await markOnboarded(page, '/');
  const background = page.getByTestId('background');
  await expect(background).toHaveAttribute('data-theme', 'main_view');
  await page.goto('/active-imagination');
  await expect(background).toHaveAttribute('data-theme', 'active_imagination');
  await page.goto('/back-to-basics');
  await expect(background).toHaveAttribute('data-theme', 'back_to_basics');
  const intensity = await page.evaluate(() =>
    document.documentElement.style.getPropertyValue('--gp-glass-intensity'),
  );
  expect(intensity).toBe('0.7');
});

test('active imagination has its background before onboarding too, without navigation', async ({
  page,
}) => {
  await page.goto('/active-imagination');
  await expect(page.getByTestId('background')).toHaveAttribute('data-theme', 'active_imagination');
  await page.goto('/onboarding/step-1');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(bottomNav(page)).toHaveCount(0);
  await expect(sideNav(page)).toHaveCount(0);
});

test('the colour scheme switch changes the page and persists after a reload', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await markOnboarded(page, '/');
  const html = page.locator('html');
  const scheme = page.getByRole('radiogroup', { name: 'Thema' });
  await scheme.getByText('Donker').click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByRole('radiogroup', { name: 'Thema' }).getByText('Licht').click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
});
