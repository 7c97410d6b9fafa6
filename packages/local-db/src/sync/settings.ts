// Sync settings and state for the UI: frequency and automatic sync, the device id, and the conflicts not seen yet.
import { toSyncFrequency } from '@groeipad/domain';
import type { SyncFrequency } from '@groeipad/domain';
import type { GroeipadDb } from '../types';
import {
  STATUS_TABLE,
  conflictsOf,
  deviceIdOf,
  readStatusRecord,
  statusOrDefault,
  updateStatusRecord,
  withDeviceId,
  withoutConflicts,
} from './status-record';
import type { StoredConflict } from './status-record';

export type SyncSettings = { autoSync: boolean; frequency: SyncFrequency };

/** The user's settings; automatic daily sync until they choose otherwise. */
export async function readSyncSettings(db: GroeipadDb, userId: string): Promise<SyncSettings> {
  const record = statusOrDefault(await readStatusRecord(db, userId), userId, 0);
  return { autoSync: record.auto_sync_enabled, frequency: toSyncFrequency(record.sync_frequency) };
}

export async function saveSyncSettings(
  db: GroeipadDb,
  userId: string,
  settings: SyncSettings,
  now: number = Date.now(),
): Promise<void> {
  await db.transaction('rw', STATUS_TABLE, async () => {
    await updateStatusRecord(db, userId, now, (record) => ({
      ...record,
      auto_sync_enabled: settings.autoSync,
      sync_frequency: settings.frequency,
    }));
  });
}

/** Conflicts to show until seen, oldest first. */
export async function listConflicts(db: GroeipadDb, userId: string): Promise<StoredConflict[]> {
  return conflictsOf(await readStatusRecord(db, userId));
}

/** Drops the conflicts with these keys from the list (all of them without keys). */
export async function markConflictsSeen(
  db: GroeipadDb,
  userId: string,
  keys?: readonly string[],
  now: number = Date.now(),
): Promise<void> {
  await db.transaction('rw', STATUS_TABLE, async () => {
    const record = await readStatusRecord(db, userId);
    // Nothing stored means nothing to mark, and no reason to create the record.
    if (record === undefined) return;
    await updateStatusRecord(db, userId, now, (current) => withoutConflicts(current, keys));
  });
}

/**
 * This device's sync id for the account, undefined when it never synced for it: only the page links a
 * device (re-owning its local data first), so a background run of an unlinked device does nothing.
 */
export async function linkedDeviceId(db: GroeipadDb, userId: string): Promise<string | undefined> {
  return deviceIdOf(await readStatusRecord(db, userId));
}

/**
 * This device's id for the user's sync (part of every mutation id), made once and kept with the user's
 * sync status so it survives reloads.
 */
export async function syncDeviceId(
  db: GroeipadDb,
  userId: string,
  makeId: () => string = () => crypto.randomUUID(),
  now: number = Date.now(),
): Promise<string> {
  return db.transaction('rw', STATUS_TABLE, async () => {
    const existing = deviceIdOf(await readStatusRecord(db, userId));
    if (existing !== undefined) return existing;
    const id = makeId();
    await updateStatusRecord(db, userId, now, (record) => withDeviceId(record, id));
    return id;
  });
}
