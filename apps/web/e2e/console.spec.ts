// The console stays clean: first loads of the main screens print no warnings or errors (react-router's
// "No HydrateFallback element" among them, printed on every first load of a lazy route).
import { expect, test } from '@playwright/test';
import { markOnboarded } from './support/onboarding';

const SCREENS = ['/', '/journaling', '/ai-coaching', '/profile', '/settings', '/account'];

test('first loads of onboarding and the main screens print no console warnings or errors', async ({
  page,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  await page.goto('/onboarding/step-1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await markOnboarded(page, '/', { user: true });
  for (const path of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(messages).toEqual([]);
});
