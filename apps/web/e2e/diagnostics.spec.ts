// The diagnostics screens in the built app: per-table counts and schema version, the change queue and honest sync state.
import { tableNames } from '@groeipad/domain';
import { expect, test, type Page } from '@playwright/test';
import { AppPage } from './pages/app-page';
import { markOnboarded } from './support/onboarding';

function tableRow(page: Page, name: string) {
  return page.getByTestId('table-counts').locator(`tbody tr[data-table="${name}"]`);
}

async function pendingCount(page: Page): Promise<number> {
  const box = page.getByTestId('pending-changes');
  await expect(box.locator('p').nth(1)).toHaveText(/^\d+$/);
  return Number(await box.locator('p').nth(1).textContent());
}

test('/test-database shows schema version 14 and a row for every table of the registry', async ({
  page,
}) => {
  const app = new AppPage(page);
  await app.open('/test-database');
  await expect(page.getByRole('heading', { level: 1, name: 'Lokale database' })).toBeVisible();
  await expect(app.main).toContainText('Schemaversie 14');
  await expect(app.main).toContainText('IndexedDB: op dit apparaat');
  const rows = page.getByTestId('table-counts').locator('tbody tr');
  await expect(rows).toHaveCount(tableNames.length);
  expect(tableNames.length).toBe(66);
  for (const name of [
    'journal_entries',
    'mood_tracking',
    'onboarding_states',
    'met24_sync_queue',
  ]) {
    await expect(tableRow(page, name)).toHaveCount(1);
  }
  await expect(page.getByTestId('tables-shown')).toHaveText('66 van 66 tabellen');
});

test('/test-database filters the tables by name', async ({ page }) => {
  const app = new AppPage(page);
  await app.open('/test-database');
  await page.getByRole('searchbox', { name: 'Zoek een tabel' }).fill('mood tracking');
  await expect(tableRow(page, 'mood_tracking')).toHaveCount(1);
  await expect(page.getByTestId('table-counts').locator('tbody tr')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Zoek een tabel' }).fill('bestaat-niet');
  await expect(app.main).toContainText('Geen tabel gevonden');
});

test('/test-database counts a written record and its pending change', async ({ page }) => {
  const app = new AppPage(page);
  await app.open('/test-database');
  await expect(tableRow(page, 'onboarding_states').locator('td').last()).toHaveText('0');
  const before = await pendingCount(page);
  await markOnboarded(page, '/test-database');
  await expect(tableRow(page, 'onboarding_states').locator('td').last()).toHaveText('1');
  // Non-empty tables come first.
  await expect(page.getByTestId('table-counts').locator('tbody tr').first()).toContainText(/\d/);
  expect(await pendingCount(page)).toBeGreaterThan(before);
  await expect(page.getByTestId('onboarding-state')).toHaveText('Onboarding afgerond');
});

for (const path of ['/v14-sync-status', '/test-sync']) {
  test(`${path} says nothing was synced yet, with the per-table change queue under the details`, async ({
    page,
  }) => {
    await markOnboarded(page, path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Synchronisatiestatus' }),
    ).toBeVisible();
    await expect(page.getByTestId('last-synced')).toHaveText('Nog niet gesynchroniseerd');
    await expect(page.getByTestId('server-sync')).toContainText('Meld je aan om te synchroniseren');
    // The tables and the queue are for support: under the technical details.
    await page.getByRole('button', { name: 'Technische details tonen' }).click();
    const row = page.getByTestId('pending-table').locator('tr[data-table="onboarding_states"]');
    await expect(row.locator('td')).toHaveText(['onboarding_states', '1', '0', '0']);
    await expect(page.getByTestId('sync-queue')).toContainText('De wachtrij is leeg');
  });
}
