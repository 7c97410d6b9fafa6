// A SyncStore wrapper that remembers every record version it committed, for checks about what reached the server.
import type { ServerRecord } from '../protocol';
import type { SyncStore } from '../server/store';

export type RecordingStore = SyncStore & { committed: ServerRecord[] };

export function recordingStore(inner: SyncStore): RecordingStore {
  const committed: ServerRecord[] = [];
  return {
    committed,
    async transaction(ownerId, fn) {
      const puts: ServerRecord[] = [];
      const result = await inner.transaction(ownerId, (tx) =>
        fn({
          ...tx,
          put: async (write) => {
            const record = await tx.put(write);
            puts.push(structuredClone(record));
            return record;
          },
        }),
      );
      // Only now is it committed: a transaction that threw stored nothing.
      committed.push(...puts);
      return result;
    },
    changesSince: (ownerId, cursor, limit) => inner.changesSince(ownerId, cursor, limit),
    pageSince: (ownerId, cursor, bounds) => inner.pageSince(ownerId, cursor, bounds),
    storedBytes: (ownerId) => inner.storedBytes(ownerId),
    deleteOwner: (ownerId) => inner.deleteOwner(ownerId),
  };
}
