// Search (issue 5) offline: an entry written in the journal is found on /search by another form of a word,
// with the match highlighted, and the hit opens the entry again.
import { expect, test, type Page } from '@playwright/test';
import { markOnboarded } from './support/onboarding';
import { readStore } from './support/read-store';
import { waitForServiceWorker } from './support/service-worker';

/** The contents of every journal entry in the app's IndexedDB. */
async function storedContents(page: Page): Promise<string[]> {
  const entries = await readStore<{ content: string }>(page, 'enhanced_journal_entries');
  return entries.map((entry) => entry.content);
}

test('finds a new journal entry offline and opens it', async ({ page, context }) => {
  await markOnboarded(page, '/journaling/new', { user: true });
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();

  await page.getByLabel('Titel', { exact: true }).fill('Avond aan zee');
  await page
    .getByLabel('Wat wil je opschrijven?')
    .fill('Na het eten hebben we urenlang gewandeld over het strand.');
  await expect(page).toHaveURL(/\/journaling\/entry\/[0-9a-f-]{36}$/);
  // Several writes may pass while typing; wait for the one with the whole text, then for its "Saved".
  await expect
    .poll(() => storedContents(page))
    .toEqual(['Na het eten hebben we urenlang gewandeld over het strand.']);
  await expect(page.getByTestId('journal-save-status')).toHaveText(/^Opgeslagen/);
  const entryUrl = page.url();

  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Zoeken' })).toBeVisible();
  await page.getByLabel('Zoek in je dagboek, doelen en taken').fill('wandelen');
  await expect(page.getByTestId('search-count')).toHaveText('1 resultaat');
  await expect(page).toHaveURL(/\/search\?q=wandelen$/);

  const hit = page.getByRole('link', { name: 'Avond aan zee' });
  await expect(hit.locator('mark')).toHaveText('gewandeld');

  // A reload keeps the query.
  await page.reload();
  await expect(page.getByLabel('Zoek in je dagboek, doelen en taken')).toHaveValue('wandelen');
  await expect(page.getByTestId('search-count')).toHaveText('1 resultaat');

  await page.getByRole('link', { name: 'Avond aan zee' }).click();
  await expect(page).toHaveURL(entryUrl);
  await expect(page.getByLabel('Titel', { exact: true })).toHaveValue('Avond aan zee');
  await context.setOffline(false);
});
