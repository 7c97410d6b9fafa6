// Issue 6: with end-to-end encryption on, the server's PostgreSQL holds only ciphertext of the journal,
// and a second device of the account reads the entry only after unlocking with the passphrase.
import { expect, test, type Browser } from '@playwright/test';
import { AccountPage } from './pages/account-page';
import { JournalingPage } from './pages/journaling-page';
import { markOnboarded } from './support/onboarding';
import { queryServerDatabase, serverDatabaseUrl } from './support/server-database';
import { waitForServiceWorker } from './support/service-worker';

const passphrase = 'zeven zonnige zeilboten op zee';
const marker = 'Vuurtorenwachter-geheim-7319';

async function device(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await markOnboarded(page, '/journaling', { user: true });
  await waitForServiceWorker(page);
  return { context, page, account: new AccountPage(page), journal: new JournalingPage(page) };
}

test('an encrypted account stores no plaintext on the server; another device unlocks it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const url = serverDatabaseUrl(new URL(test.info().project.use.baseURL ?? '').port);
  test.skip(!url && process.env.E2E_DATABASE === 'pglite', 'needs the e2e server on PostgreSQL');
  expect(url, 'scripts/serve-e2e.mjs runs the server on PostgreSQL').toBeTruthy();
  const who = {
    name: 'Anna',
    email: `anna-e2e-${Date.now()}@example.nl`,
    password: 'een lange zin als wachtwoord',
  };
  const phone = await device(browser);
  await phone.account.signUp(who);

  // Turn encryption on: the warning must be accepted, the recovery key is shown once.
  const card = phone.page.getByTestId('e2ee-card');
  await expect(card).toHaveAttribute('data-e2ee-state', 'off', { timeout: 30_000 });
  await card.getByRole('button', { name: 'Versleuteling aanzetten' }).click();
  const dialog = phone.page.getByRole('dialog');
  await dialog.getByLabel('Wachtwoordzin', { exact: true }).fill(passphrase);
  await dialog.getByLabel('Herhaal je wachtwoordzin').fill(passphrase);
  await dialog.getByLabel(/^Ik begrijp dat mijn versleutelde gegevens/).check();
  await dialog.getByRole('button', { name: 'Verder' }).click();
  await expect(dialog.getByTestId('recovery-key')).toHaveText(/^([0-9A-Z]{4}-){6}[0-9A-Z]{4}$/, {
    timeout: 60_000,
  });
  await dialog.getByLabel('Ik heb mijn herstelsleutel veilig bewaard.').check();
  // The server changes the keys only with the account password (decision 025).
  await dialog.getByLabel('Wachtwoord van je account').fill(who.password);
  await dialog.getByRole('button', { name: 'Versleuteling aanzetten' }).click();
  await expect(card).toHaveAttribute('data-e2ee-state', 'on', { timeout: 60_000 });

  // Write an entry with a marker and sync it.
  await phone.page.goto('/journaling');
  await phone.journal.newEntryButton.click();
  await phone.journal.titleField.fill('Aan zee');
  await phone.journal.contentField.fill(`Vandaag schreef ik over ${marker}.`);
  await expect(phone.journal.saveStatus).toHaveText(/^Opgeslagen/);
  await phone.account.openSyncStatus();
  await phone.account.syncNow();

  // The server has the account's journal rows, and none of them holds the text.
  const rows = await queryServerDatabase<{ data: string }>(
    url ?? '',
    `select r.data::text as data from records r join auth_user u on u.id = r.owner_id
     where u.email = $1 and r.table_name = 'enhanced_journal_entries' and not r.deleted`,
    [who.email],
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(row.data).toContain('gpe2e:v1:');
    expect(row.data).not.toContain(marker);
    expect(row.data).not.toContain('Aan zee');
  }

  // A second device is locked until it is unlocked with the passphrase; then the entry is readable.
  const laptop = await device(browser);
  await laptop.account.signIn(who);
  const laptopCard = laptop.page.getByTestId('e2ee-card');
  await expect(laptopCard).toHaveAttribute('data-e2ee-state', 'locked', { timeout: 30_000 });
  const unlock = laptop.page.getByTestId('e2ee-unlock');
  await unlock.getByLabel('Wachtwoordzin', { exact: true }).fill(passphrase);
  await unlock.getByRole('button', { name: 'Ontgrendelen' }).click();
  await expect(laptopCard).toHaveAttribute('data-e2ee-state', 'on', { timeout: 60_000 });
  await laptop.account.openSyncStatus();
  await laptop.account.syncNow();
  await laptop.page.goto('/journaling');
  await expect(laptop.journal.entries.filter({ hasText: marker })).toHaveCount(1);

  await phone.context.close();
  await laptop.context.close();
});
