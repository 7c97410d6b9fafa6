// Account linking: the local data of the device's account-less user becomes the signed-in user's, ready to push.
import { SYNC_TABLES } from '@groeipad/sync';
import { nextBookkeeping, versionOf, withoutBookkeeping } from '../bookkeeping';
import { bypassBookkeeping } from '../bypass';
import { TOMBSTONES_TABLE } from '../schema';
import type { GroeipadDb } from '../types';
import { QUEUE_TABLE, queueTable } from './queue';
import { ownedRows, rowTable } from './records';
import type { Row } from './records';
import { STATUS_TABLE, readStatusRecord, statusRecordId, statusTable } from './status-record';

export type ReownResult = {
  /** Records now owned by the new user (the users record included). */
  records: number;
  /** Deletes of records the server never had, dropped rather than pushed. */
  droppedTombstones: number;
};

/** New to the new owner's server data: pushed as a create, whatever it was before. */
function asNewRecord(row: Row, fromUserId: string, toUserId: string): Row {
  const data = withoutBookkeeping(row);
  const createdBy = data.created_by === fromUserId ? { created_by: toUserId } : {};
  return { ...data, ...createdBy, _status: 'created', _changed: [] };
}

async function reownUser(db: GroeipadDb, fromUserId: string, toUserId: string): Promise<number> {
  const users = rowTable(db, 'users');
  const old = await users.get(fromUserId);
  if (old === undefined) return 0;
  const moved = { ...asNewRecord(old, fromUserId, toUserId), id: toUserId };
  const existing = await users.get(toUserId);
  // The account's own record (pulled before) stays the base; the device's profile is an edit of it.
  const stored =
    existing === undefined
      ? moved
      : { ...withoutBookkeeping(moved), ...nextBookkeeping(existing, moved) };
  await users.put(stored);
  // Without a tombstone: the old id never existed on the server.
  await users.delete(fromUserId);
  return 1;
}

/** Drops the old owner's deletes the server never saw; returns how many. */
async function dropUnsyncedTombstones(db: GroeipadDb, fromUserId: string): Promise<number> {
  const owned = await db._tombstones
    .filter((t) => {
      const owner = t.table === 'users' ? t.record.id : t.record.user_id;
      return owner === fromUserId && versionOf(t.record) === undefined;
    })
    .primaryKeys();
  await db._tombstones.bulkDelete(owned);
  return owned.length;
}

/**
 * Gives every record of every synced table owned by `fromUserId` to `toUserId`, in one transaction:
 * `user_id` (and `created_by` where it named the old user) is rewritten and the record becomes a pending
 * create, so the first sync pushes it. The users record moves to the new id (the old row goes without a
 * tombstone). Deletes the old user made of records that never synced are dropped: the server never had
 * them. Deletes of records that did sync stay with the old owner. The old user's queue items go (they
 * name the old owner), and its sync settings move over if the new user has none. Idempotent: a second
 * call finds nothing of `fromUserId` left.
 */
export async function reownLocalData(
  db: GroeipadDb,
  fromUserId: string,
  toUserId: string,
  now: number = Date.now(),
): Promise<ReownResult> {
  if (fromUserId === toUserId) return { records: 0, droppedTombstones: 0 };
  const scope = [...SYNC_TABLES, TOMBSTONES_TABLE, QUEUE_TABLE, STATUS_TABLE];
  return db.transaction('rw', scope, async (tx) => {
    bypassBookkeeping(tx);
    let records = await reownUser(db, fromUserId, toUserId);
    for (const table of SYNC_TABLES) {
      if (table === 'users') continue;
      const rows = await ownedRows(db, table, fromUserId);
      if (rows.length === 0) continue;
      const moved = rows.map((row) => ({
        ...asNewRecord(row, fromUserId, toUserId),
        user_id: toUserId,
      }));
      await rowTable(db, table).bulkPut(moved);
      records += moved.length;
    }
    const droppedTombstones = await dropUnsyncedTombstones(db, fromUserId);
    await queueTable(db).where('user_id').equals(fromUserId).delete();
    await moveSettings(db, fromUserId, toUserId, now);
    return { records, droppedTombstones };
  });
}

async function moveSettings(
  db: GroeipadDb,
  fromUserId: string,
  toUserId: string,
  now: number,
): Promise<void> {
  const from = await readStatusRecord(db, fromUserId);
  if (from === undefined) return;
  await statusTable(db).delete(from.id);
  if ((await readStatusRecord(db, toUserId)) !== undefined) return;
  // Only the user's choices move; cursor, conflicts and device id belong to the old user's sync.
  await statusTable(db).put({
    id: statusRecordId(toUserId),
    created_at: now,
    updated_at: now,
    created_by: toUserId,
    user_id: toUserId,
    sync_frequency: from.sync_frequency,
    auto_sync_enabled: from.auto_sync_enabled,
    client_version: from.client_version,
  });
}
