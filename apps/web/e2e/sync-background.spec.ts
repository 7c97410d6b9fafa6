// Issue 6: Background Sync with no window open. An entry written offline stays queued on the device; the
// tab is closed; when the browser fires the 'groeipad-sync' event, the service worker itself opens the
// database and pushes it (src/sw/sw-sync.ts).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { AccountPage } from './pages/account-page';
import { JournalingPage } from './pages/journaling-page';
import { markOnboarded } from './support/onboarding';
import { waitForServiceWorker } from './support/service-worker';

const TITLE = 'Geschreven toen het tabblad al dicht was';

/** Whether the server holds a journal entry with this title for the signed-in account. */
async function serverHasEntry(context: BrowserContext, baseURL: string): Promise<boolean> {
  let cursor = 0;
  for (;;) {
    const answer = await context.request.post(`${baseURL}/api/sync/pull`, {
      data: { cursor, limit: 500 },
    });
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as {
      changes: { table: string; data: { title?: string } | null }[];
      cursor: number;
      hasMore: boolean;
    };
    if (body.changes.some((c) => c.table === 'enhanced_journal_entries' && c.data?.title === TITLE))
      return true;
    if (!body.hasMore) return false;
    cursor = body.cursor;
  }
}

/** Fires the service worker's Background Sync event the way the browser does, through DevTools. */
async function fireBackgroundSync(page: Page, origin: string) {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: await registrationId,
    tag: 'groeipad-sync',
    lastChance: false,
  });
}

test('a change written offline is pushed by the service worker after the tab was closed', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? '').origin;
  const context = await browser.newContext();
  const page = await context.newPage();
  await markOnboarded(page, '/journaling', { user: true });
  await waitForServiceWorker(page);
  const account = new AccountPage(page);
  const journal = new JournalingPage(page);
  await account.signUp({
    name: 'Bo',
    email: `bo-${Date.now()}@example.nl`,
    password: 'een lange zin als wachtwoord',
  });
  await account.openSyncStatus();

  // Offline: the entry is saved on the device, the run after it fails and asks for a Background Sync.
  await context.setOffline(true);
  await page.goto('/journaling');
  await journal.newEntryButton.click();
  await journal.titleField.fill(TITLE);
  await journal.contentField.fill('Het bereik kwam pas terug toen de app dicht was.');
  await expect(journal.saveStatus).toHaveText(/^Opgeslagen/);
  await account.openSyncStatus();
  await expect(account.syncCard).toHaveAttribute('data-sync-phase', 'offline', { timeout: 15_000 });
  await page.close();

  // No window of the app is open any more; the network is back; the browser fires the sync event.
  await context.setOffline(false);
  expect(await serverHasEntry(context, origin)).toBe(false);
  const blank = await context.newPage();
  await fireBackgroundSync(blank, origin);
  await expect.poll(() => serverHasEntry(context, origin), { timeout: 30_000 }).toBe(true);

  // Reopened, the app finds the entry acknowledged: nothing waits in its queue.
  const reopened = await context.newPage();
  await reopened.goto('/v14-sync-status');
  await expect(reopened.getByTestId('server-sync')).toHaveAttribute('data-sync-ready', 'true', {
    timeout: 30_000,
  });
  await context.close();
});
