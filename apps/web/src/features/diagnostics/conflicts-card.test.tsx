// The conflicts card's actions against a real database: retry a refusal, restore an edit a delete beat, a kept-aside copy.
import {
  createDexieSyncStore,
  createRepository,
  listConflicts,
  type OpenGroeipadDbResult,
} from '@groeipad/local-db';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SyncProvider } from '../../lib/sync';
import { openTestDatabase, TEST_USER_ID } from '../../testing/database';
import { renderApp } from '../../testing/render-app';
import { createStubSyncController } from '../../testing/sync/stub-sync-controller';
import type { StubSyncController } from '../../testing/sync/stub-sync-controller';
import { SyncStatusScreen } from './sync-status-screen';

const slow = { timeout: 5000 };
const opened: OpenGroeipadDbResult[] = [];
afterEach(() => {
  cleanup();
  opened.splice(0).forEach(({ db }) => db.close());
});

/** A device with one synced task the user then edited, and its sync store. */
async function device() {
  const database = await openTestDatabase();
  opened.push(database);
  const { db } = database;
  const tasks = createRepository(db, 'tasks', { now: Date.now, actor: TEST_USER_ID });
  const task = await tasks.create({
    user_id: TEST_USER_ID,
    title: 'Mediteren',
    completed: false,
    priority: 'high',
  });
  const store = createDexieSyncStore(db, { userId: TEST_USER_ID, deviceId: 'd1' });
  const sent = await store.pendingChanges(10, Date.now());
  await store.acknowledge(
    sent,
    sent.map((change) => ({ status: 'accepted', table: 'tasks', id: change.id, version: 1 })),
    Date.now(),
  );
  return { database, db, tasks, task, store };
}

function render(database: OpenGroeipadDbResult, lng = 'nl') {
  const stub = createStubSyncController({ linkedUserId: TEST_USER_ID });
  renderApp(
    <SyncProvider controller={stub}>
      <SyncStatusScreen />
    </SyncProvider>,
    { database, lng },
  );
  return stub;
}

async function conflictList(count: string): Promise<HTMLElement> {
  const list = await screen.findByTestId('sync-conflicts');
  await waitFor(() => expect(list.dataset.count).toBe(count), slow);
  return list;
}

describe('the conflicts card, acting on conflicts', () => {
  it("'Opnieuw proberen' queues a refused change again and syncs without resending every refusal", async () => {
    const { database, db, tasks, task, store } = await device();
    await tasks.update(task.id, { title: 'Lezen' });
    const sent = await store.pendingChanges(10, Date.now());
    const refusal = { table: 'tasks', id: task.id, message: 'refused' } as const;
    await store.acknowledge(
      sent,
      [{ status: 'rejected', reason: 'invalid_record', ...refusal }],
      1,
    );
    const stub: StubSyncController = render(database);
    const list = await conflictList('1');
    // Told apart by when it happened, never by its id.
    const retry = within(list).getByRole('button', {
      name: /^Opnieuw proberen: Taken .+ naar de server sturen$/,
    });
    expect(retry.getAttribute('aria-label')).not.toContain(task.id);
    expect(list.textContent).not.toContain(task.id);
    fireEvent.click(retry);
    expect(
      await screen.findByText(
        'Staat weer in de wachtrij en gaat met deze synchronisatie opnieuw naar de server.',
      ),
    ).toBeTruthy();
    expect(stub.syncNowOptions).toEqual([{ retryRefused: false }]);
    expect(await listConflicts(db, TEST_USER_ID)).toEqual([]);
    expect(await db.met24_sync_queue.get(`sync:tasks:${task.id}`)).toMatchObject({
      status: 'pending',
      retry_count: 0,
    });
  });

  it("'Terugzetten' brings back an edit a delete on another device beat, as a new record", async () => {
    const { database, db, tasks, task, store } = await device();
    await tasks.update(task.id, { title: 'Mijn eigen woorden' });
    await store.applyPulled(
      [{ table: 'tasks', id: task.id, version: 2, deleted: true, data: null }],
      2,
    );
    render(database);
    const list = await conflictList('1');
    expect(
      within(list).getByText(
        'Op een ander apparaat verwijderd, terwijl je het hier had gewijzigd. Je versie is bewaard: zet hem terug als nieuw record, of markeer dit als gezien om hem los te laten.',
      ),
    ).toBeTruthy();
    // The record's own title tells it apart; field names and its id stay in the details.
    expect(within(list).getByText('Mijn eigen woorden')).toBeTruthy();
    expect(list.textContent).not.toMatch(/title|updated_at/);
    expect(list.textContent).not.toContain(task.id);
    fireEvent.click(
      within(list).getByRole('button', {
        name: 'Taken “Mijn eigen woorden” terugzetten als nieuw record',
      }),
    );
    expect(
      await screen.findByText(
        'Teruggezet als nieuw record. Het wordt met je andere apparaten gesynchroniseerd.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(list.dataset.count).toBe('0'), slow);
    const restored = await db.tasks.toArray();
    expect(restored).toMatchObject([{ title: 'Mijn eigen woorden', _status: 'created' }]);
    expect(restored[0]?.id).not.toBe(task.id);
  });

  it("a copy kept aside says why, cannot be marked seen, and 'All seen' leaves it", async () => {
    const { database, db, task, store } = await device();
    const record = await db.tasks.get(task.id);
    const { _status: _s, _changed: _c, _version: _v, ...data } = record!;
    await store.recordRun(Date.now(), [
      { table: 'tasks', id: 'a', kind: 'merged', fields: ['title'], at: 1 },
      { table: 'tasks', id: 'b', kind: 'merged', fields: ['title'], at: 2 },
    ]);
    await store.applyPulled(
      [
        {
          table: 'tasks',
          id: task.id,
          version: 2,
          deleted: false,
          data: { ...data, priority: 'urgent' },
        },
      ],
      2,
    );
    render(database, 'en');
    const list = await conflictList('3');
    const kept = list.querySelector<HTMLElement>('[data-conflict-kind="kept_aside"]')!;
    expect(within(kept).getByText('Kept aside')).toBeTruthy();
    expect(
      within(kept).getByText(
        'A newer version of Groeipad wrote this record, and this version cannot read it. It is kept aside until you update the app or a version arrives that fits here; then it appears by itself.',
      ),
    ).toBeTruthy();
    // Which fields, and the record's id, are for support: under the details.
    fireEvent.click(screen.getByRole('button', { name: 'Show technical details' }));
    const records = await screen.findByTestId('conflict-records');
    expect(within(records).getByText(`tasks/${task.id} · kept_aside`)).toBeTruthy();
    expect(within(records).getByText(/this version cannot read priority\./)).toBeTruthy();
    expect(within(kept).queryByRole('button')).toBeNull();
    fireEvent.click(within(list).getByRole('button', { name: 'All seen' }));
    await waitFor(() => expect(list.dataset.count).toBe('1'), slow);
    expect(await listConflicts(db, TEST_USER_ID)).toMatchObject([{ kind: 'kept_aside' }]);
  });
});
