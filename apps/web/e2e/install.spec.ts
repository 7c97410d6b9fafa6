// The install card (SPEC.md 2, 4, 9) driven by a synthetic beforeinstallprompt whose prompt() and
// userChoice the test controls: contexts, exact Dutch texts, Later with 24 h quiet, accept, failure, pulse.
import { expect, test, type Page } from '@playwright/test';
import { markOnboarded } from './support/onboarding';

const ENGAGEMENT_KEY = 'pwa-install-engagement';
/** The card re-checks 1000 ms after a route change; absence is asserted after that. */
const AFTER_RECHECK_MS = 1500;

type Choice = 'accepted' | 'dismissed' | 'reject';

/** Starts the app with this engagement data stored; the start itself counts one more visit. */
async function startWith(page: Page, engagement: object, path = '/') {
  await markOnboarded(page, path);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    ENGAGEMENT_KEY,
    JSON.stringify(engagement),
  ] as const);
  await page.reload();
  await page.getByRole('main').waitFor();
}

/** Dispatches a beforeinstallprompt the way Chromium does; window.__prompts counts prompt() calls. */
async function offerInstall(page: Page, choice: Choice) {
  await page.evaluate((choice) => {
    const w = window as unknown as { __prompts: number };
    w.__prompts = 0;
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => {
        w.__prompts += 1;
        return choice === 'reject'
          ? Promise.reject(new Error('NotAllowedError'))
          : Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: choice === 'accepted' ? 'accepted' : 'dismissed' }),
    });
    window.dispatchEvent(event);
  }, choice);
}

async function storedEngagement(page: Page): Promise<Record<string, unknown>> {
  const text = await page.evaluate((key) => localStorage.getItem(key), ENGAGEMENT_KEY);
  return JSON.parse(text ?? '{}') as Record<string, unknown>;
}

const card = (page: Page) => page.getByTestId('install-prompt');

test('is not shown without a captured install event', async ({ page }) => {
  await startWith(page, { visitCount: 4 });
  await page.waitForTimeout(AFTER_RECHECK_MS);
  await expect(card(page)).toHaveCount(0);
});

test('shows the main view card on / after two visits, with the exact Dutch texts', async ({
  page,
}) => {
  await startWith(page, { visitCount: 2 });
  expect(await storedEngagement(page)).toMatchObject({ visitCount: 3 });
  await offerInstall(page, 'dismissed');
  await expect(card(page)).toBeVisible();
  await expect(card(page)).toHaveAttribute('data-context', 'mainview');
  await expect(card(page)).toHaveAttribute('data-pulsing', 'false');
  await expect(card(page).getByText('Installeer Groeipad', { exact: true })).toBeVisible();
  await expect(
    card(page).getByText('Installeer de app voor offline toegang en push notificaties', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(card(page).getByRole('button', { name: 'Installeer' })).toBeVisible();
  await expect(card(page).getByRole('button', { name: 'Later' })).toBeVisible();
  await expect(card(page).getByRole('button', { name: 'Sluiten' })).toBeVisible();
});

test('shows nothing on another screen after two visits (main view is for / only)', async ({
  page,
}) => {
  await startWith(page, { visitCount: 2 }, '/chat');
  await offerInstall(page, 'dismissed');
  await page.waitForTimeout(AFTER_RECHECK_MS);
  await expect(card(page)).toHaveCount(0);
});

test('Later hides it, counts the dismissal and keeps it hidden after a reload (24 h)', async ({
  page,
}) => {
  await startWith(page, { visitCount: 2 });
  await offerInstall(page, 'dismissed');
  await card(page).getByRole('button', { name: 'Later' }).click();
  await expect(card(page)).toHaveCount(0);
  const stored = await storedEngagement(page);
  expect(stored).toMatchObject({ dismissedCount: 1 });
  expect(typeof stored.lastDismissed).toBe('number');
  await page.reload();
  await page.getByRole('main').waitFor();
  await offerInstall(page, 'dismissed');
  await page.waitForTimeout(AFTER_RECHECK_MS);
  await expect(card(page)).toHaveCount(0);
});

test('the close cross dismisses it as well', async ({ page }) => {
  await startWith(page, { visitCount: 2 });
  await offerInstall(page, 'dismissed');
  await card(page).getByRole('button', { name: 'Sluiten' }).click();
  await expect(card(page)).toHaveCount(0);
  expect(await storedEngagement(page)).toMatchObject({ dismissedCount: 1 });
});

test('accepting installs, counts as engagement and hides the card', async ({ page }) => {
  await startWith(page, { visitCount: 2 });
  await offerInstall(page, 'accepted');
  await card(page).getByRole('button', { name: 'Installeer' }).click();
  await expect(card(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __prompts: number }).__prompts)).toBe(1);
  expect(await storedEngagement(page)).toMatchObject({ hasEngaged: true, dismissedCount: 0 });
});

test('a rejected prompt() leaves the card there and usable', async ({ page }) => {
  await startWith(page, { visitCount: 2 });
  await offerInstall(page, 'reject');
  await card(page).getByRole('button', { name: 'Installeer' }).click();
  await expect(card(page).getByRole('status')).toContainText('Installeren is niet gelukt');
  await expect(card(page)).toBeVisible();
  await expect(card(page).getByRole('button', { name: 'Installeer' })).toBeEnabled();
  expect(await storedEngagement(page)).toMatchObject({ dismissedCount: 0, hasEngaged: false });
});

test('the appinstalled event hides the card', async ({ page }) => {
  await startWith(page, { visitCount: 2 });
  await offerInstall(page, 'dismissed');
  await expect(card(page)).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(card(page)).toHaveCount(0);
});

test('the onboarding context pulses on the first visit after onboarding', async ({ page }) => {
  await startWith(page, { visitCount: 0 }, '/chat');
  await offerInstall(page, 'dismissed');
  await expect(card(page)).toHaveAttribute('data-context', 'onboarding');
  await expect(card(page)).toHaveAttribute('data-priority', 'high');
  await expect(card(page)).toHaveAttribute('data-pulsing', 'true');
  await expect(card(page).getByText('Welkom bij Groeipad!', { exact: true })).toBeVisible();
  await expect(
    card(page).getByText('Welkom! Installeer de app voor de beste ervaring', { exact: true }),
  ).toBeVisible();
  const animation = await card(page).evaluate((el) => getComputedStyle(el).animationName);
  expect(animation).toContain('install-pulse');
});

test('the onboarding card stays still for people who ask for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await startWith(page, { visitCount: 0 }, '/chat');
  await offerInstall(page, 'dismissed');
  await expect(card(page)).toHaveAttribute('data-context', 'onboarding');
  await expect(card(page)).toHaveAttribute('data-pulsing', 'false');
});

test('an engaged regular user gets the engagement card on any screen', async ({ page }) => {
  await startWith(page, { visitCount: 3, hasEngaged: true, dismissedCount: 1 }, '/chat');
  await offerInstall(page, 'dismissed');
  await expect(card(page)).toHaveAttribute('data-context', 'engagement');
  await expect(
    card(page).getByText('Je bent een actieve gebruiker!', { exact: true }),
  ).toBeVisible();
  await expect(
    card(page).getByText('Je gebruikt de app regelmatig - installeer voor snellere toegang', {
      exact: true,
    }),
  ).toBeVisible();
});
