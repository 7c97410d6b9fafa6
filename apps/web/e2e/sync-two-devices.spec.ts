// Issue 6: two browser contexts are two devices of one account. An entry written offline on one
// appears on the other after it reconnects and syncs.
import { expect, test, type Browser } from '@playwright/test';
import { AccountPage } from './pages/account-page';
import { JournalingPage } from './pages/journaling-page';
import { markOnboarded } from './support/onboarding';
import { queryServerDatabase, serverDatabaseUrl } from './support/server-database';
import { waitForServiceWorker } from './support/service-worker';

async function device(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await markOnboarded(page, '/journaling', { user: true });
  await waitForServiceWorker(page);
  return { context, page, account: new AccountPage(page), journal: new JournalingPage(page) };
}

test('an entry written offline on one device reaches the other after reconnecting', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const who = {
    name: 'Anna',
    email: `anna-${Date.now()}@example.nl`,
    password: 'een lange zin als wachtwoord',
  };
  const phone = await device(browser);
  const laptop = await device(browser);

  // The phone creates the account; what it already held becomes the account's.
  await phone.account.signUp(who);
  await phone.account.openSyncStatus();
  await laptop.account.signIn(who);
  await laptop.account.openSyncStatus();

  // Offline on the phone: write an entry. It is saved on the device only.
  await phone.context.setOffline(true);
  await phone.page.goto('/journaling');
  await phone.journal.newEntryButton.click();
  await phone.journal.titleField.fill('Geschreven in de trein');
  await phone.journal.contentField.fill('Geen bereik, maar wel tijd om te schrijven.');
  await expect(phone.journal.saveStatus).toHaveText(/^Opgeslagen/);
  await phone.account.openSyncStatus();
  await expect(phone.account.syncCard).toHaveAttribute('data-sync-phase', /offline|idle/);

  // Back online: the phone pushes, the laptop pulls.
  await phone.context.setOffline(false);
  await phone.account.syncNow();
  await laptop.account.syncNow();
  await laptop.page.goto('/journaling');
  await expect(laptop.journal.entries.filter({ hasText: 'Geschreven in de trein' })).toHaveCount(1);

  // The server holds it for this account (on PostgreSQL, when the e2e server runs on it).
  const url = serverDatabaseUrl(new URL(phone.page.url()).port);
  if (process.env.E2E_DATABASE !== 'pglite') {
    expect(url, 'scripts/serve-e2e.mjs runs the server on PostgreSQL').toBeTruthy();
  }
  if (url) {
    const rows = await queryServerDatabase<{ n: string }>(
      url,
      `select count(*) as n from records r join auth_user u on u.id = r.owner_id
       where u.email = $1 and r.table_name = 'enhanced_journal_entries' and r.data->>'title' = $2`,
      [who.email, 'Geschreven in de trein'],
    );
    expect(Number(rows[0]?.n)).toBe(1);
  }

  // And an edit on the laptop comes back to the phone.
  await laptop.journal.entries
    .filter({ hasText: 'Geschreven in de trein' })
    .getByRole('link')
    .first()
    .click();
  await laptop.journal.contentField.fill(
    'Geen bereik, maar wel tijd om te schrijven. Thuis verder.',
  );
  await expect(laptop.journal.saveStatus).toHaveText(/^Opgeslagen/);
  await laptop.account.openSyncStatus();
  await laptop.account.syncNow();
  await phone.account.syncNow();
  await phone.page.goto('/journaling');
  await expect(phone.journal.entries.first()).toContainText('Thuis verder.');

  await phone.context.close();
  await laptop.context.close();
});
