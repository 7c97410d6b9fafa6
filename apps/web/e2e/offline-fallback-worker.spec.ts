// Issue 16: no service worker keeps a request to /api. When the account's key-bundle PUT (which carries
// the account password) or a coach prompt fails on the network, neither is left anywhere in IndexedDB,
// under the fallback worker (offline-queue-sw.js) or Workbox's sw.js; and the fallback worker takes only
// an HTML page as the app shell.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { AccountPage } from './pages/account-page';
import { indexedDbText } from './support/indexed-db-text';
import { markOnboarded } from './support/onboarding';
import { waitForServiceWorker } from './support/service-worker';

const passphrase = 'zeven zonnige zeilboten op zee';
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Makes /sw.js fail to register, as on a device where it cannot be: the app then uses the fallback worker. */
async function forceFallbackWorker(context: BrowserContext) {
  await context.route('**/sw.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
}

async function controllerUrl(page: Page) {
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

/** A lost connection for the requests the page and its worker send to these paths (the rest goes through). */
async function cutOff(context: BrowserContext, pattern: string, method: string) {
  await context.route(pattern, (route) =>
    route.request().method() === method ? route.abort('internetdisconnected') : route.fallback(),
  );
}

/** Turns encryption on through the account screen; the last step sends the PUT with the account password. */
async function turnOnEncryption(page: Page, password: string) {
  const card = page.getByTestId('e2ee-card');
  await expect(card).toHaveAttribute('data-e2ee-state', 'off', { timeout: 30_000 });
  await card.getByRole('button', { name: 'Versleuteling aanzetten' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Wachtwoordzin', { exact: true }).fill(passphrase);
  await dialog.getByLabel('Herhaal je wachtwoordzin').fill(passphrase);
  await dialog.getByLabel(/^Ik begrijp dat mijn versleutelde gegevens/).check();
  await dialog.getByRole('button', { name: 'Verder' }).click();
  await expect(dialog.getByTestId('recovery-key')).toBeVisible({ timeout: 60_000 });
  await dialog.getByLabel('Ik heb mijn herstelsleutel veilig bewaard.').check();
  await dialog.getByLabel('Wachtwoord van je account').fill(password);
  await dialog.getByRole('button', { name: 'Versleuteling aanzetten' }).click();
  return dialog;
}

/** A prompt to the server's model the way the coach's OpenAI client sends it, while offline. */
function sendCoachPrompt(page: Page, prompt: string) {
  return page.evaluate(async (content) => {
    try {
      const response = await fetch('/api/coach/v1/chat/completions', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          model: 'groeipad',
          stream: true,
          messages: [
            { role: 'system', content: 'Je bent een coach.' },
            { role: 'user', content },
          ],
        }),
      });
      return `answered ${response.status}`;
    } catch {
      return 'failed';
    }
  }, prompt);
}

for (const worker of ['offline-queue-sw.js', 'sw.js'] as const) {
  test(`a failed key-bundle PUT or coach prompt leaves no password or prompt in IndexedDB (${worker})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    if (worker === 'offline-queue-sw.js') await forceFallbackWorker(context);
    const who = {
      name: 'Anna',
      email: `anna-fallback-${Date.now()}@example.nl`,
      password: `Wachtwoord-in-rust-${Date.now()}`,
    };
    await markOnboarded(page, '/journaling', { user: true });
    await waitForServiceWorker(page);
    expect(await controllerUrl(page)).toMatch(new RegExp(`/${worker.replace('.', '\\.')}$`));
    const account = new AccountPage(page);
    await account.signUp(who);

    // The page thinks it is online, but the PUT never reaches the server.
    await cutOff(context, '**/api/account/e2e', 'PUT');
    const dialog = await turnOnEncryption(page, who.password);
    await expect(dialog.locator('[data-e2ee-error]')).toBeVisible({ timeout: 60_000 });

    // Offline: a coach prompt fails too.
    const prompt = `Mijn geheime zorg ${Date.now()}`;
    await cutOff(context, '**/api/coach/**', 'POST');
    await context.setOffline(true);
    const coachAnswer = await sendCoachPrompt(page, prompt);
    await context.setOffline(false);

    const stored = await indexedDbText(page);
    const holding = (secret: string) => stored.filter((line) => line.includes(secret));
    // The reader saw the app's own database (so an empty text is not a pass).
    expect(stored.some((line) => line.startsWith('groeipad/users:'))).toBe(true);
    expect(holding(who.password)).toEqual([]);
    expect(holding(prompt)).toEqual([]);
    expect(stored.filter((line) => line.startsWith('groeipad-offline-queue/'))).toEqual([]);
    // The page sees the failure as it is (no made-up "accepted" answer from a queue).
    expect(coachAnswer).toBe('failed');
  });
}

test('the queue an older fallback worker left on the device is deleted when the app starts', async ({
  page,
}) => {
  await page.goto('/pwa-test');
  await waitForServiceWorker(page);
  // What an older version wrote after a failed key-bundle PUT.
  await page.evaluate(
    (body) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('groeipad-offline-queue', 1);
        open.onupgradeneeded = () => {
          const store = open.result.createObjectStore('requests', {
            keyPath: 'id',
            autoIncrement: true,
          });
          store.add({
            url: '/api/account/e2e',
            method: 'PUT',
            body: new TextEncoder().encode(body),
          });
        };
        open.onsuccess = () => {
          open.result.close();
          resolve();
        };
        open.onerror = () => reject(open.error ?? new Error('open failed'));
      }),
    JSON.stringify({ currentPassword: 'oud-wachtwoord-in-de-wachtrij' }),
  );
  expect((await indexedDbText(page)).join('\n')).toContain('oud-wachtwoord-in-de-wachtrij');
  // Under sw.js the new fallback worker never activates here: the page itself deletes it.
  await page.reload();
  await expect(h1(page)).toHaveText('PWA-test');
  await expect
    .poll(async () => (await page.evaluate(() => indexedDB.databases())).map((db) => db.name))
    .not.toContain('groeipad-offline-queue');
});

test('the fallback worker never takes a non-HTML page as the app shell', async ({
  page,
  context,
}) => {
  await forceFallbackWorker(context);
  await page.goto('/pwa-test');
  await waitForServiceWorker(page);
  expect(await controllerUrl(page)).toMatch(/\/offline-queue-sw\.js$/);
  // A JSON file opened as a page: it loads fine, but must not become what every route shows offline.
  await page.goto('/offline-assets.json');
  const shellType = await page.evaluate(async () => {
    const shell = await caches.match('/index.html');
    return shell?.headers.get('content-type') ?? 'missing';
  });
  expect(shellType).toMatch(/^text\/html/);
  await context.setOffline(true);
  await page.goto('/pwa-test');
  await expect(h1(page)).toHaveText('PWA-test');
  await context.setOffline(false);
});
