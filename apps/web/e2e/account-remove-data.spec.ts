// Issue 6, shared devices: signing out can remove the account's data from this device. What synced stays on
// the server, so signing in again brings it back; the device in between is as new (onboarding first).
import { expect, test } from '@playwright/test';
import { AccountPage } from './pages/account-page';
import { JournalingPage } from './pages/journaling-page';
import { markOnboarded } from './support/onboarding';
import { readStore } from './support/read-store';
import { waitForServiceWorker } from './support/service-worker';

const TITLE = 'Geschreven op de gedeelde laptop';

test('sign out with removal clears the device, and signing in again brings the entry back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const who = {
    name: 'Anna',
    email: `anna-remove-${Date.now()}@example.nl`,
    password: 'een lange zin als wachtwoord',
  };
  const account = new AccountPage(page);
  const journal = new JournalingPage(page);
  await markOnboarded(page, '/journaling', { user: true });
  await waitForServiceWorker(page);

  // The account takes over what the device held; an entry is written and synced.
  await account.signUp(who);
  await account.openSyncStatus();
  await page.goto('/journaling');
  await journal.newEntryButton.click();
  await journal.titleField.fill(TITLE);
  await journal.contentField.fill('Morgen gebruikt iemand anders deze laptop.');
  await journal.expectSaved();
  await account.openSyncStatus();
  await account.syncNow();

  // Sign out and remove: nothing of the account is left in the device's database.
  const dialog = await account.signOutRemovingData();
  expect((await journal.storedEntries()).filter((entry) => entry.title === TITLE)).toEqual([]);
  expect(await readStore(page, 'users')).toEqual([]);
  expect(await readStore(page, '_tombstones')).toEqual([]);
  expect(await readStore(page, 'met24_sync_queue')).toEqual([]);

  // The app starts afresh, as on a new device: onboarding first.
  await dialog.getByRole('button', { name: 'Opnieuw beginnen' }).click();
  await expect(page).toHaveURL(/\/onboarding\/step-1$/);
  expect(await page.evaluate(() => localStorage.getItem('onboarding_completed'))).toBeNull();

  // Signing in again on this device pulls the entry back from the server.
  await markOnboarded(page, '/account');
  await account.signIn(who);
  await account.openSyncStatus();
  await account.syncNow();
  await page.goto('/journaling');
  await expect(journal.entries.filter({ hasText: TITLE })).toHaveCount(1);
  expect((await journal.storedEntries()).filter((entry) => entry.title === TITLE)).toHaveLength(1);
});
