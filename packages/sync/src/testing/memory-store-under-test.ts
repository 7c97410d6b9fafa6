// The memory twin as a store under test: MemoryLocalStore's own app-like writes and read-outs.
import { tableRegistry } from '@groeipad/domain/schemas';
import { MemoryLocalStore } from '../client/memory-local-store';
import { registryCheck } from '../client/record-check';
import type { LocalStoreOptions, LocalStoreUnderTest } from './local-store-under-test';

/** The domain's check, as the Dexie store uses by default. */
const domainCheck = registryCheck(tableRegistry);

function wrap(store: MemoryLocalStore, options: LocalStoreOptions): LocalStoreUnderTest {
  const { ownerId, now } = options;
  return {
    store,
    create: (table, data) => {
      const stamps = { created_at: now(), updated_at: now(), created_by: ownerId };
      return Promise.resolve(store.create(table, { ...data, ...stamps }));
    },
    update: (table, id, patch) =>
      Promise.resolve(store.update(table, id, { ...patch, updated_at: now() })),
    delete: (table, id) => Promise.resolve(store.delete(table, id)),
    get: (table, id) => Promise.resolve(store.get(table, id)),
    all: () => Promise.resolve(store.all()),
    hasTombstone: (table, id) => Promise.resolve(store.hasTombstone(table, id)),
    openQueueItems: () =>
      Promise.resolve(
        store
          .queueItems()
          .map(({ table, id, status, retry_count, scheduled_at, error_message }) => {
            if (status === 'completed')
              throw new Error('the memory queue keeps no completed items');
            return { table, id, status, retry_count, scheduled_at, error_message };
          }),
      ),
    conflicts: () => Promise.resolve(store.conflicts()),
    lastSyncAt: () => Promise.resolve(store.lastSyncAt()),
    reopen: (update = {}) => {
      store.restart(update);
      return Promise.resolve(wrap(store, { ...options, ...update }));
    },
    close: () => Promise.resolve(),
  };
}

/** A fresh memory twin. */
export function openMemoryStore(options: LocalStoreOptions): Promise<LocalStoreUnderTest> {
  const { deviceId, now, version } = options;
  const check = options.check ?? domainCheck;
  const store = new MemoryLocalStore({ deviceId, now, check, ...(version ? { version } : {}) });
  return Promise.resolve(wrap(store, options));
}
