// The sync conflicts card in the built app on a 360 px phone: a refusal to retry, an edit to restore, a copy kept aside.
import { expect, test, type Page } from '@playwright/test';
import { markOnboarded } from './support/onboarding';
import { expectNoHorizontalOverflow } from './support/schemes-and-widths';
import { TAKE_SHOTS } from './support/shots';

const USER = 'e2e-user';
const LOST_TASK = 'task-lost-edit';
const REFUSED_TASK = 'task-refused';

/**
 * The card whole, clear of the fixed header and tab bar: at 360 px wide on a page tall enough for it
 * (with E2E_SHOTS=1 only: a picture asserts nothing).
 */
async function photograph(page: Page, path: string): Promise<void> {
  if (!TAKE_SHOTS) return;
  await page.setViewportSize({ width: 360, height: 2400 });
  await page.getByTestId('sync-conflicts').screenshot({ path });
  await page.setViewportSize({ width: 360, height: 780 });
}

/** Writes three conflict notes, and the refused change's queue item, into the app's IndexedDB. */
function seedConflicts(page: Page): Promise<void> {
  return page.evaluate(
    ({ user, lost, refused }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('groeipad');
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['met24_server_sync_status', 'met24_sync_queue'], 'readwrite');
          const now = Date.now();
          const stamps = { created_at: now - 86_400_000, updated_at: now, created_by: user };
          const task = (id: string, title: string, priority: string) => ({
            id,
            ...stamps,
            user_id: user,
            title,
            completed: false,
            priority,
          });
          const conflicts = [
            {
              key: `${now - 3000}:rejected:tasks:${refused}`,
              table: 'tasks',
              id: refused,
              kind: 'rejected',
              fields: [],
              reason: 'invalid_record',
              at: now - 3000,
            },
            {
              key: `${now - 2000}:deleted_remotely:tasks:${lost}`,
              table: 'tasks',
              id: lost,
              kind: 'deleted_remotely',
              fields: ['title'],
              values: task(lost, 'Mijn bewerkte taak', 'high'),
              at: now - 2000,
            },
            {
              key: `${now - 1000}:kept_aside:tasks:task-newer:7`,
              table: 'tasks',
              id: 'task-newer',
              kind: 'kept_aside',
              fields: ['priority'],
              values: task('task-newer', 'Uit een nieuwere versie', 'urgent'),
              version: 7,
              at: now - 1000,
            },
          ];
          tx.objectStore('met24_server_sync_status').put({
            id: `server-sync:${user}`,
            ...stamps,
            user_id: user,
            sync_frequency: 'daily',
            auto_sync_enabled: true,
            client_version: '14',
            sync_conflicts: JSON.stringify(conflicts),
          });
          const itemId = `sync:tasks:${refused}`;
          tx.objectStore('met24_sync_queue').put({
            id: itemId,
            sync_id: itemId,
            ...stamps,
            user_id: user,
            table_name: 'tasks',
            record_id: refused,
            operation: 'create',
            data: JSON.stringify({ rejected: 'invalid_record' }),
            status: 'failed',
            retry_count: 3,
            scheduled_at: now,
            error_message: 'refused',
          });
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error ?? new Error('write failed'));
        };
      }),
    { user: USER, lost: LOST_TASK, refused: REFUSED_TASK },
  );
}

async function openConflicts(page: Page): Promise<void> {
  await page.setViewportSize({ width: 360, height: 780 });
  await markOnboarded(page, '/onboarding/step-1', { user: true });
  await seedConflicts(page);
  await page.goto('/v14-sync-status');
  await expect(page.getByTestId('sync-conflicts')).toHaveAttribute('data-count', '3');
}

test('conflicts on a phone: retry a refusal, restore a lost edit, a kept-aside copy stays', async ({
  page,
}, testInfo) => {
  await openConflicts(page);
  const card = page.getByTestId('sync-conflicts');
  const kept = card.locator('[data-conflict-kind="kept_aside"]');
  await expect(kept).toContainText('Een nieuwere versie van Groeipad schreef dit record');
  await expect(kept.getByRole('button')).toHaveCount(0);
  await expectNoHorizontalOverflow(page, 'conflicts at 360 px');
  await photograph(page, testInfo.outputPath('sync-conflicts-nl-360.png'));

  // Records are told apart by their own title or the time, never by their ids.
  await expect(card).not.toContainText(LOST_TASK);
  await expect(card).not.toContainText(REFUSED_TASK);
  await card
    .getByRole('button', { name: 'Taken “Mijn bewerkte taak” terugzetten als nieuw record' })
    .click();
  await expect(card.getByRole('status')).toContainText('Teruggezet als nieuw record.');
  await card
    .getByRole('button', { name: /^Opnieuw proberen: Taken .+ naar de server sturen$/ })
    .click();
  await expect(card.getByRole('status')).toContainText('Staat weer in de wachtrij');
  await expect(card).toHaveAttribute('data-count', '1');
  await page.goto('/tasks');
  await expect(page.getByRole('main')).toContainText('Mijn bewerkte taak');
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('the same conflicts read in English on a phone', async ({ page }, testInfo) => {
    await openConflicts(page);
    const card = page.getByTestId('sync-conflicts');
    await expect(card).toContainText('A newer version of Groeipad wrote this record');
    await expect(card.getByRole('button', { name: 'Restore' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectNoHorizontalOverflow(page, 'conflicts at 360 px, English');
    await photograph(page, testInfo.outputPath('sync-conflicts-en-360.png'));
  });
});
