// Journal exchange on /settings: the JSON backup downloads, imports back as "already present", a broken
// file is refused with a message, and /settings#data lands on the card.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { markOnboarded } from './support/onboarding';

/** IndexedDB version Dexie uses for schema 15 (as in support/onboarding.ts). */
const IDB_VERSION = 150;

/** One journal entry and one mood of the e2e user, written the way the app stores them. */
async function seedJournal(page: Page) {
  await page.evaluate(
    (version) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('groeipad', version);
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['enhanced_journal_entries', 'mood_tracking'], 'readwrite');
          const now = Date.now();
          const base = { created_at: now, updated_at: now, created_by: 'e2e-user' };
          const bookkeeping = { _status: 'created', _changed: [] };
          tx.objectStore('enhanced_journal_entries').put({
            id: 'e2e-entry',
            ...base,
            user_id: 'e2e-user',
            title: 'Een rustige zondag',
            content: 'Lang gewandeld langs de rivier.',
            mood_rating: 4,
            tags: '["rust"]',
            category: 'personal',
            is_private: false,
            is_favorite: false,
            word_count: 5,
            date: now,
            is_public: false,
            share_with_ai: false,
            ...bookkeeping,
          });
          tx.objectStore('mood_tracking').put({
            id: 'e2e-mood',
            ...base,
            user_id: 'e2e-user',
            mood_rating: 4,
            timestamp: now,
            ...bookkeeping,
          });
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error ?? new Error('write failed'));
        };
      }),
    IDB_VERSION,
  );
}

async function openWithJournal(page: Page) {
  await markOnboarded(page, '/settings', { user: true });
  await seedJournal(page);
  await page.reload();
  const section = page.getByRole('region', { name: 'Dagboek en stemmingen' });
  await expect(section.getByText('1 dagboekitem en 1 stemmingsmoment')).toBeVisible();
  return section;
}

test('exports the journal as JSON and imports it back without duplicates', async ({ page }) => {
  const section = await openWithJournal(page);

  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Dagboek als JSON' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^groeipad-dagboek-\d{4}-\d{2}-\d{2}\.json$/);
  const path = await file.path();
  const backup = JSON.parse(await readFile(path, 'utf8')) as {
    format: string;
    tables: Record<string, { id: string }[]>;
  };
  expect(backup.format).toBe('groeipad-export');
  expect(backup.tables.enhanced_journal_entries?.map((entry) => entry.id)).toEqual(['e2e-entry']);
  expect(backup.tables.mood_tracking?.map((mood) => mood.id)).toEqual(['e2e-mood']);

  await section.locator('input[type="file"]').setInputFiles(path);
  const dialog = page.getByRole('dialog', { name: 'Deze gegevens importeren?' });
  await expect(dialog.getByText('2 items in totaal')).toBeVisible();
  await dialog.getByRole('button', { name: 'Importeren' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText('0 toegevoegd, 0 bijgewerkt en 2 al aanwezig')).toBeVisible();
  await expect(section.getByText('1 dagboekitem en 1 stemmingsmoment')).toBeVisible();
});

test('downloads the journal as Markdown and moods as CSV', async ({ page }) => {
  const section = await openWithJournal(page);

  const markdown = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Dagboek als Markdown (.md)' }).click();
  const md = await markdown;
  expect(md.suggestedFilename()).toMatch(/^groeipad-dagboek-.*\.md$/);
  expect(await readFile(await md.path(), 'utf8')).toContain('Een rustige zondag');

  const csv = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Stemmingen als CSV' }).click();
  const moods = await csv;
  expect(moods.suggestedFilename()).toMatch(/^groeipad-stemmingen-.*\.csv$/);
  const lines = (await readFile(await moods.path(), 'utf8')).trimEnd().split('\r\n');
  expect(lines).toHaveLength(2);
});

test('refuses a broken file with a message and changes nothing', async ({ page }) => {
  const section = await openWithJournal(page);

  await section.locator('input[type="file"]').setInputFiles({
    name: 'kapot.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{ "format": "groeipad-export", "tables": ', 'utf8'),
  });
  const alert = section.getByRole('alert');
  await expect(alert.getByText('Dit bestand kan niet worden geïmporteerd')).toBeVisible();
  await expect(alert.getByText(/Dit is geen geldig JSON-bestand/)).toBeVisible();
  await expect(alert.getByText('Er is niets gewijzigd.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(section.getByText('1 dagboekitem en 1 stemmingsmoment')).toBeVisible();
});

test('/settings#data scrolls to the journal and data part', async ({ page }) => {
  await markOnboarded(page, '/settings#data', { user: true });
  await expect(page.getByRole('region', { name: 'Dagboek en stemmingen' })).toBeInViewport();
});
