// A local database from a newer app version is reset only after its unsynced entries are saved for download.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { AppPage } from './pages/app-page';

test('offers the unsynced entries of a reset database as a recovery file', async ({ page }) => {
  // Same origin, but no app code runs here, so the database can be seeded as a newer version.
  await page.goto('/manifest.webmanifest');
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('groeipad', 160);
        open.onupgradeneeded = () => {
          const store = open.result.createObjectStore('journal_entries', { keyPath: 'id' });
          store.createIndex('_status', '_status');
          store.put({ id: 'j1', title: 'Mijn geheime dagboek', _status: 'created' });
          store.put({ id: 'j2', title: 'Al gesynchroniseerd', _status: 'synced' });
        };
        open.onsuccess = () => {
          open.result.close();
          resolve();
        };
        open.onerror = () => reject(open.error ?? new Error('open failed'));
      }),
  );

  // The reset database holds no onboarding record any more: the app starts onboarding again,
  // with the recovery banner on top.
  const app = new AppPage(page);
  await app.open('/');
  await expect(page).toHaveURL(/\/onboarding\/step-1$/);
  await expect(page.getByText('Lokale database hersteld')).toBeVisible();
  await expect(page.getByTestId('recovery-file')).toContainText('1 record van');

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Herstelbestand downloaden' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^groeipad-recovery-\d{4}-\d{2}-\d{2}\.json$/);
  const saved = fs.readFileSync(await download.path(), 'utf8');
  expect(saved).toContain('Mijn geheime dagboek');
  expect(saved).not.toContain('Al gesynchroniseerd');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByTestId('recovery-file')).toHaveCount(0);
});
