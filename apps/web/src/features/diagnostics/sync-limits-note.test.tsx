// The server sync card when the server asks to wait (429) or the account's storage is full.
import type { OpenGroeipadDbResult } from '@groeipad/local-db';
import type { SyncRunResult } from '@groeipad/sync';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SyncProvider } from '../../lib/sync';
import { openTestDatabase, TEST_USER_ID } from '../../testing/database';
import { renderApp } from '../../testing/render-app';
import { createStubSyncController } from '../../testing/sync/stub-sync-controller';
import { SyncStatusScreen } from './sync-status-screen';

const slow = { timeout: 5000 };
const MiB = 1024 * 1024;

const opened: OpenGroeipadDbResult[] = [];
afterEach(() => {
  cleanup();
  opened.splice(0).forEach(({ db }) => db.close());
});

async function renderWith(sync: Parameters<typeof createStubSyncController>[0]) {
  const database = await openTestDatabase();
  opened.push(database);
  const stub = createStubSyncController({ linkedUserId: TEST_USER_ID, ...sync });
  renderApp(
    <SyncProvider controller={stub}>
      <SyncStatusScreen />
    </SyncProvider>,
    { database },
  );
  return stub;
}

function result(usedBytes: number, heldForQuota = 0): SyncRunResult {
  const storage = { usedBytes, quotaBytes: 256 * MiB };
  return { pushed: 0, pulled: 0, conflicts: [], cursor: 1, heldForQuota, storage };
}

describe('the server sync card and the server’s limits', () => {
  it('asked to wait: says so calmly, with the time it goes on by itself', async () => {
    await renderWith({
      sync: { phase: 'waiting', lastError: 'rate_limited', nextAt: Date.now() + 60_000 },
    });
    const headline = await screen.findByTestId('sync-headline', undefined, slow);
    expect(headline.dataset.kind).toBe('waiting');
    expect(within(headline).getByRole('heading').textContent).toBe('Even wachten');
    expect(headline.textContent).toMatch(/vraagt even te wachten.*gaan vanzelf mee/);
    fireEvent.click(screen.getByRole('button', { name: 'Technische details tonen' }));
    expect(screen.getByTestId('sync-phase').textContent).toBe('Even wachten');
    expect(screen.getByTestId('next-sync').textContent).toMatch(/^Volgende synchronisatie: /);
  });

  it('storage full: says what is used, that changes stay on this device and how to make room', async () => {
    await renderWith({
      sync: { phase: 'idle', lastResult: result(256 * MiB, 3), storageFull: true },
    });
    const alert = await screen.findByTestId('sync-headline', undefined, slow);
    expect(alert.dataset.kind).toBe('storageFull');
    expect(within(alert).getByText('De opslag van je account is vol')).toBeTruthy();
    expect(alert.textContent).toMatch(/256 MB van 256 MB/);
    expect(alert.textContent).toMatch(/blijven veilig op dit apparaat/);
    expect(alert.textContent).toMatch(/Verwijder wat je niet meer nodig hebt/);
  });

  it('storage not full: shows how much is used', async () => {
    await renderWith({ sync: { phase: 'idle', lastResult: result(12.3 * MiB) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Technische details tonen' }));
    const usage = await screen.findByTestId('sync-storage', undefined, slow);
    expect(usage.textContent).toMatch(/^Opslag op de server: 12 MB van 256 MB$/);
    expect(screen.getByTestId('sync-headline').dataset.kind).not.toBe('storageFull');
  });
});
