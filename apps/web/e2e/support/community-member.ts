// Test support: a new account in its own browser context that has joined its type room with a display name (so it has a community profile).
import { expect, type Browser } from '@playwright/test';
import { AccountPage } from '../pages/account-page';
import { markOnboarded } from './onboarding';

let people = 0;

/**
 * Each member signs up from an address of their own (the e2e server trusts loopback's X-Forwarded-For):
 * several members in one spec would otherwise meet the sign-up limit of 5 a minute per address.
 */
export async function communityMember(browser: Browser, name: string) {
  people += 1;
  // Distinct per member and per worker process: a private address the server only reads, never reaches.
  const n = (process.pid * 16 + people) % 65_536;
  const address = `10.${Math.floor(n / 256)}.${n % 256}.1`;
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } });
  const page = await context.newPage();
  await markOnboarded(page, '/communities', { user: true });
  const email = `${name.toLowerCase()}-${Date.now()}@example.nl`;
  await new AccountPage(page).signUp({ name, email, password: 'een lange zin als wachtwoord' });
  await page.goto('/communities');
  await page.getByTestId('community-type-chat').click();
  await expect(page.getByTestId('community-privacy')).toBeVisible();
  await page.getByTestId('community-display-name').fill(name);
  await page.getByTestId('community-join-submit').click();
  await expect(page.getByTestId('community-input')).toBeVisible();
  await expect(page.getByTestId('community-live')).toHaveText('Live');
  const roomId = (await page.getByTestId('community-room').getAttribute('data-room')) ?? '';
  return { context, page, email, roomId };
}
