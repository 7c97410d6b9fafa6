// Pulled records this device could not decrypt: remembered by version, so they can be pulled again once a key opens them.
import { parseJsonObject } from '@groeipad/domain';
import type { GroeipadDb } from '../types';
import { STATUS_TABLE, cursorOf, readStatusRecord, updateStatusRecord } from './status-record';
import type { SyncStatusRecord } from './status-record';

/**
 * Kept in the status record's metadata: the pull cursor just before the oldest skipped record. A stored
 * name, so it keeps the older e2e spelling.
 */
const REPULL_FROM = 'e2e_repull_from';

function repullFromOf(record: SyncStatusRecord | undefined): number | undefined {
  const value = parseJsonObject<Record<string, unknown>>(record?.metadata)[REPULL_FROM];
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/** The record remembering that these versions were skipped (the cursor moves past them). */
export function withSkipped(
  record: SyncStatusRecord,
  versions: readonly number[],
): SyncStatusRecord {
  if (versions.length === 0) return record;
  const from = Math.min(
    ...versions.map((version) => version - 1),
    repullFromOf(record) ?? Infinity,
  );
  const metadata = { ...parseJsonObject(record.metadata), [REPULL_FROM]: Math.max(0, from) };
  return { ...record, metadata: JSON.stringify(metadata) };
}

/**
 * Moves the pull cursor back to just before the oldest record this device skipped as undecryptable,
 * so the next sync pulls it (and what came after it) again; for the app to call once the device
 * holds the account's key (unlocked, or the right key after a wrong one). Pulling again is safe:
 * records already held are echoes the rules keep. Returns whether anything was skipped.
 */
export async function repullUndecryptable(
  db: GroeipadDb,
  userId: string,
  now: number = Date.now(),
): Promise<boolean> {
  return db.transaction('rw', STATUS_TABLE, async () => {
    const current = await readStatusRecord(db, userId);
    const from = repullFromOf(current);
    if (from === undefined) return false;
    await updateStatusRecord(db, userId, now, (record) => {
      const { [REPULL_FROM]: _done, ...metadata } = parseJsonObject(record.metadata);
      const cursor = Math.min(cursorOf(record), from);
      return { ...record, server_version: String(cursor), metadata: JSON.stringify(metadata) };
    });
    return true;
  });
}
