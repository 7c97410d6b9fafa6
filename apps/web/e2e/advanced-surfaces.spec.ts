// Developer surfaces stay out of a consumer's way: settings folds them under "advanced", and the sync page's
// main view says how things stand in words, with ids and table names only under its technical details.
import { tableNames } from '@groeipad/domain';
import { expect, test, type Page } from '@playwright/test';
import { SettingsPage } from './pages/settings-page';
import { markOnboarded } from './support/onboarding';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const DEVELOPER_ENTRIES = ['Ontwikkelgegevens', 'Test: database', 'PWA-test'];

/** A task written on this device and a sync conflict about another one, both with UUIDs as ids. */
function seedTaskAndConflict(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('groeipad');
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['tasks', 'met24_server_sync_status'], 'readwrite');
          const now = Date.now();
          const stamps = { created_at: now, updated_at: now, created_by: 'e2e-user' };
          const [waiting, clashed] = [crypto.randomUUID(), crypto.randomUUID()];
          tx.objectStore('tasks').put({
            id: waiting,
            ...stamps,
            user_id: 'e2e-user',
            title: 'Boodschappen doen',
            completed: false,
            priority: 'medium',
            _status: 'created',
            _changed: [],
          });
          const conflict = {
            key: `${now}:merged:tasks:${clashed}`,
            table: 'tasks',
            id: clashed,
            kind: 'merged',
            fields: ['title', 'priority'],
            at: now,
          };
          tx.objectStore('met24_server_sync_status').put({
            id: 'server-sync:e2e-user',
            ...stamps,
            user_id: 'e2e-user',
            sync_frequency: 'daily',
            auto_sync_enabled: true,
            client_version: '14',
            sync_conflicts: JSON.stringify([conflict]),
          });
          tx.oncomplete = () => {
            db.close();
            resolve([waiting, clashed]);
          };
          tx.onerror = () => reject(tx.error ?? new Error('write failed'));
        };
      }),
  );
}

test('settings show no developer entry until "Geavanceerd" is opened', async ({ page }) => {
  const settings = new SettingsPage(page);
  await settings.open();
  const main = page.getByRole('main');
  const advanced = settings.section('Geavanceerd');
  await expect(advanced).toContainText('je hebt ze niet nodig');
  for (const name of DEVELOPER_ENTRIES) {
    await expect(main.getByText(name, { exact: true })).toHaveCount(0);
  }
  await expect(main).not.toContainText('Oefenen en ontwikkelen');

  await advanced.getByRole('button', { name: 'Geavanceerde hulpmiddelen tonen' }).click();
  for (const name of DEVELOPER_ENTRIES) {
    await expect(advanced.getByRole('link', { name })).toBeVisible();
  }
  // The diagnostic screens still work from there.
  await advanced.getByRole('link', { name: 'Test: database' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lokale database' })).toBeVisible();
});

test('the sync page names no id or table until its technical details are opened', async ({
  page,
}) => {
  await markOnboarded(page, '/onboarding/step-1', { user: true });
  const [waiting, clashed] = await seedTaskAndConflict(page);
  await page.goto('/v14-sync-status');
  await expect(page.getByTestId('sync-conflicts')).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('last-synced')).toHaveText('Nog niet gesynchroniseerd');
  await expect(page.getByTestId('sync-fact-device')).toContainText('Veilig bewaard');

  const main = (await page.getByRole('main').innerText()).replace(/\s+/g, ' ');
  expect(main).not.toMatch(UUID);
  for (const name of tableNames) expect(main, name).not.toContain(name);

  await page.getByRole('button', { name: 'Technische details tonen' }).click();
  const details = page.getByTestId('sync-details');
  await expect(details.getByTestId('pending-table').locator('tr[data-table="tasks"]')).toHaveCount(
    1,
  );
  await expect(details).toContainText(`tasks/${clashed}`);
  expect(waiting).toMatch(UUID);
});
