// The sync engine's LocalSyncStore over the Dexie database: each method one transaction, bookkeeping bypassed where sync writes.
import { postponeQueueItem } from '@groeipad/domain';
import { SYNC_TABLES, isSyncTable, registryCheck, storableKeptAside } from '@groeipad/sync';
import type { ConflictNote, LocalChange, LocalSyncStore, RecordCheck } from '@groeipad/sync';
import { Dexie } from 'dexie';
import { bypassBookkeeping } from '../bypass';
import { TOMBSTONES_TABLE } from '../schema';
import { loadSchemas } from '../schemas';
import type { GroeipadDb } from '../types';
import { acknowledgeAll } from './acknowledge';
import { UNDECRYPTABLE, openPulled, openResults } from './e2ee-open';
import { sealPendingChanges } from './e2ee-seal';
import { withSkipped } from './e2ee-skipped';
import { takePendingChanges } from './pending';
import { mergePulled } from './pull';
import { QUEUE_TABLE, failedItem, queueItemId, queueTable, resetItem, retryAt } from './queue';
import { retriedItem } from './queue';
import type { QueueItem } from './queue';
import {
  STATUS_TABLE,
  conflictsOf,
  cursorOf,
  readStatusRecord,
  recordConflicts,
  updateStatusRecord,
  withConflicts,
} from './status-record';

export type DexieSyncStoreOptions = {
  userId: string;
  deviceId: string;
  /** Clock for conflict times and record stamps where the engine passes none (default Date.now). */
  now?: () => number;
  /**
   * The account's end-to-end data key, when it encrypts and this device is unlocked: records of
   * ENCRYPTED_TABLES are pushed as ciphertext and pulled ones decrypted. Without it, ciphertext
   * that arrives is skipped and noted as undecryptable (see repullUndecryptable).
   */
  e2eeKey?: CryptoKey;
  /**
   * Which server copies this app version can store: the domain's table schemas (loaded on first
   * use) when left out. A copy that fails it is kept aside instead of stored (decision 032).
   */
  check?: RecordCheck;
  /** This app's version, stamped on refusals: one refused under another version is sent again. */
  appVersion?: string;
};

/** Completed queue items stay visible on the sync status screen up to this many, newest first. */
export const KEPT_COMPLETED_ITEMS = 50;

function tablesOf(changes: readonly { table: string }[]): string[] {
  return [...new Set(changes.map((change) => change.table).filter(isSyncTable))];
}

async function pruneCompleted(db: GroeipadDb, userId: string): Promise<void> {
  const completed = await queueTable(db)
    .where('user_id')
    .equals(userId)
    .filter((item) => item.status === 'completed')
    .toArray();
  const oldest = completed
    .sort((a, b) => (b.last_attempt_at ?? 0) - (a.last_attempt_at ?? 0))
    .slice(KEPT_COMPLETED_ITEMS);
  if (oldest.length > 0) await queueTable(db).bulkDelete(oldest.map((item) => item.id));
}

export function createDexieSyncStore(
  db: GroeipadDb,
  options: DexieSyncStoreOptions,
): LocalSyncStore {
  const { userId, deviceId, e2eeKey, appVersion } = options;
  const clock = options.now ?? Date.now;
  let check = options.check;

  /** Loaded before a transaction: awaiting the schema chunk inside one would end it. */
  async function recordCheck(): Promise<RecordCheck> {
    check ??= registryCheck(await loadSchemas());
    return check;
  }
  // Items left 'syncing' by an earlier session never got their answer: the first collection retries them.
  let recovering = true;
  // A run that pulled from cursor 0 read everything: its completion is a full sync.
  let pulledFromZero = false;

  async function updateItems(
    ids: readonly string[],
    change: (item: QueueItem) => QueueItem | undefined,
  ): Promise<void> {
    const queue = queueTable(db);
    const items = await queue.bulkGet([...ids]);
    const next = items.flatMap((item) => {
      const changed = item ? change(item) : undefined;
      return changed ? [changed] : [];
    });
    if (next.length > 0) await queue.bulkPut(next);
  }

  function failItems(pushed: readonly LocalChange[], message: string, now: number) {
    const ids = pushed.map((change) => queueItemId(change.table, change.id));
    return updateItems(ids, (item) => failedItem(item, message, now));
  }

  return {
    async pendingChanges(limit, now) {
      if (limit <= 0) return [];
      const scope = [...SYNC_TABLES, TOMBSTONES_TABLE, QUEUE_TABLE];
      // Scopes are async functions throughout: Dexie keeps a transaction alive across native awaits only then.
      const changes = await db.transaction('rw', scope, async (tx) => {
        bypassBookkeeping(tx);
        return await takePendingChanges(db, limit, now, { userId, deviceId, recovering });
      });
      recovering = false;
      if (!e2eeKey) return changes;
      return sealPendingChanges(db, changes, { key: e2eeKey, deviceId, userId, now });
    },

    async acknowledge(pushed, results, now) {
      const scope = [...tablesOf(pushed), TOMBSTONES_TABLE, QUEUE_TABLE, STATUS_TABLE];
      // Decrypted before the transaction: awaiting WebCrypto inside would end it.
      const opened = await openResults(results, e2eeKey);
      const options = { check: await recordCheck(), version: appVersion };
      return db.transaction('rw', scope, async (tx) => {
        bypassBookkeeping(tx);
        const answered = await acknowledgeAll(db, pushed, opened, now, options);
        const { conflicts, unanswered, settled } = answered;
        if (unanswered.length > 0) await failItems(unanswered, 'no answer from the server', now);
        // Stored at once, so a run that fails later still shows what was merged.
        await recordConflicts(db, userId, now, conflicts, settled);
        return conflicts;
      });
    },

    async failAttempt(pushed, message, now) {
      await db.transaction('rw', QUEUE_TABLE, async () => {
        await failItems(pushed, message, now);
      });
    },

    async postpone(pushed, now) {
      const ids = pushed.map((change) => queueItemId(change.table, change.id));
      await db.transaction('rw', QUEUE_TABLE, async () => {
        // The in-flight change stays: an earlier attempt without an answer may have been applied.
        await updateItems(ids, (item) =>
          item.status === 'syncing' ? { ...postponeQueueItem(item), updated_at: now } : undefined,
        );
      });
    },

    async resetFailed() {
      await db.transaction('rw', QUEUE_TABLE, async () => {
        const now = clock();
        const items = await queueTable(db).where('user_id').equals(userId).toArray();
        const reset = items.flatMap((item) => {
          const next = resetItem(item, now);
          return next ? [next] : [];
        });
        if (reset.length > 0) await queueTable(db).bulkPut(reset);
      });
    },

    async nextRetryAt() {
      const next = await queueTable(db)
        .where('[status+scheduled_at]')
        .between(['failed', Dexie.minKey], ['failed', Dexie.maxKey])
        .filter((item) => item.user_id === userId && retryAt(item) !== undefined)
        .first();
      return next?.scheduled_at;
    },

    async applyPulled(changes, cursor) {
      const { records, undecryptable } = await openPulled(changes, e2eeKey);
      const recordsCheck = await recordCheck();
      const scope = [...tablesOf(records), TOMBSTONES_TABLE, QUEUE_TABLE, STATUS_TABLE];
      return db.transaction('rw', scope, async (tx) => {
        bypassBookkeeping(tx);
        const now = clock();
        if (cursorOf(await readStatusRecord(db, userId)) === 0) pulledFromZero = true;
        // Records that cannot be decrypted stay out of the tables; the local copy is kept as it is.
        const skipped = undecryptable.map(({ table, id }): ConflictNote => {
          return { table, id, kind: 'rejected', fields: [], reason: UNDECRYPTABLE, at: now };
        });
        const merged = await mergePulled(db, records, now, recordsCheck);
        const conflicts = [...merged.conflicts, ...skipped];
        const versions = undecryptable.map((record) => record.version);
        await updateStatusRecord(db, userId, now, (record) => ({
          ...withSkipped(withConflicts(record, conflicts, merged.settled), versions),
          server_version: String(cursor),
        }));
        return conflicts;
      });
    },

    async cursor() {
      const cursor = cursorOf(await readStatusRecord(db, userId));
      if (cursor === 0) pulledFromZero = true;
      return cursor;
    },

    async reconsider(now, { retryRefused }) {
      await db.transaction('rw', QUEUE_TABLE, async () => {
        const failed = await queueTable(db)
          .where('[status+scheduled_at]')
          .between(['failed', Dexie.minKey], ['failed', Dexie.maxKey])
          .filter((item) => item.user_id === userId)
          .toArray();
        const retried = failed.flatMap((item) => {
          const next = retriedItem(item, appVersion, retryRefused, now);
          return next ? [next] : [];
        });
        if (retried.length > 0) await queueTable(db).bulkPut(retried);
      });
      // Copies kept aside that this app version can store now (it was updated): merged as pulled.
      const keptCheck = await recordCheck();
      const storable = storableKeptAside(
        conflictsOf(await readStatusRecord(db, userId)),
        keptCheck,
      );
      if (storable.length === 0) return [];
      const scope = [...tablesOf(storable), TOMBSTONES_TABLE, QUEUE_TABLE, STATUS_TABLE];
      return db.transaction('rw', scope, async (tx) => {
        bypassBookkeeping(tx);
        const { conflicts, settled } = await mergePulled(db, storable, now, keptCheck);
        await recordConflicts(db, userId, now, conflicts, settled);
        return conflicts;
      });
    },

    async recordRun(at, conflicts: readonly ConflictNote[]) {
      await db.transaction('rw', [STATUS_TABLE, QUEUE_TABLE], async () => {
        await updateStatusRecord(db, userId, at, (record) => {
          const full = pulledFromZero || record.last_full_sync === undefined;
          return {
            ...withConflicts(record, conflicts),
            last_incremental_sync: at,
            ...(full ? { last_full_sync: at } : {}),
          };
        });
        await pruneCompleted(db, userId);
      });
      pulledFromZero = false;
    },
  };
}
