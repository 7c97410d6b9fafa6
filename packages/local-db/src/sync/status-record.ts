// The user's met24_server_sync_status record: sync settings, pull cursor, device id, last sync times and unseen conflicts.
import {
  DEFAULT_SYNC_FREQUENCY,
  SCHEMA_VERSION,
  parseJsonList,
  parseJsonObject,
} from '@groeipad/domain';
import type { EntityOf } from '@groeipad/domain';
import { CONFLICT_KINDS, keptConflicts } from '@groeipad/sync';
import type { ConflictNote, SettledRecord } from '@groeipad/sync';
import type { Table } from 'dexie';
import type { GroeipadDb } from '../types';

export type SyncStatusRecord = EntityOf<'met24_server_sync_status'>;

export const STATUS_TABLE = 'met24_server_sync_status';

/** At most this many unseen conflicts without values are kept; older ones drop off. */
export { MAX_STORED_CONFLICTS } from '@groeipad/sync';

/** A conflict as stored until seen, with a key to mark it seen by. */
export type StoredConflict = ConflictNote & { key: string };

export function statusTable(db: GroeipadDb): Table<SyncStatusRecord, string> {
  return db.met24_server_sync_status;
}

export function statusRecordId(userId: string): string {
  return `server-sync:${userId}`;
}

export async function readStatusRecord(
  db: GroeipadDb,
  userId: string,
): Promise<SyncStatusRecord | undefined> {
  return statusTable(db).where('user_id').equals(userId).first();
}

/** The user's record, or the defaults (automatic daily sync) a first write starts from. */
export function statusOrDefault(
  record: SyncStatusRecord | undefined,
  userId: string,
  now: number,
): SyncStatusRecord {
  return (
    record ?? {
      id: statusRecordId(userId),
      created_at: now,
      updated_at: now,
      created_by: userId,
      user_id: userId,
      sync_frequency: DEFAULT_SYNC_FREQUENCY,
      auto_sync_enabled: true,
      client_version: String(SCHEMA_VERSION),
    }
  );
}

/** Reads, changes and writes the user's record in the caller's transaction (or its own). */
export async function updateStatusRecord(
  db: GroeipadDb,
  userId: string,
  now: number,
  change: (record: SyncStatusRecord) => SyncStatusRecord,
): Promise<SyncStatusRecord> {
  const current = statusOrDefault(await readStatusRecord(db, userId), userId, now);
  const next = { ...change(current), updated_at: now };
  await statusTable(db).put(next);
  return next;
}

/** The pull cursor is the server version the device has caught up to; kept as `server_version` text. */
export function cursorOf(record: SyncStatusRecord | undefined): number {
  const cursor = Number(record?.server_version);
  return Number.isSafeInteger(cursor) && cursor > 0 ? cursor : 0;
}

export function deviceIdOf(record: SyncStatusRecord | undefined): string | undefined {
  const id = parseJsonObject<{ device_id: unknown }>(record?.metadata).device_id;
  return typeof id === 'string' && id.length > 0 ? id : undefined;
}

export function withDeviceId(record: SyncStatusRecord, deviceId: string): SyncStatusRecord {
  const metadata = { ...parseJsonObject(record.metadata), device_id: deviceId };
  return { ...record, metadata: JSON.stringify(metadata) };
}

function isRow(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStoredConflict(value: unknown): value is StoredConflict {
  if (typeof value !== 'object' || value === null) return false;
  const note = value as Record<string, unknown>;
  return (
    typeof note.key === 'string' &&
    typeof note.table === 'string' &&
    typeof note.id === 'string' &&
    typeof note.at === 'number' &&
    Array.isArray(note.fields) &&
    (CONFLICT_KINDS as readonly unknown[]).includes(note.kind) &&
    (note.values === undefined || isRow(note.values)) &&
    (note.version === undefined || typeof note.version === 'number')
  );
}

export function conflictsOf(record: SyncStatusRecord | undefined): StoredConflict[] {
  return parseJsonList(record?.sync_conflicts).filter(isStoredConflict);
}

/** Unique per note: a record's later copy kept aside at the same moment differs by its version. */
export function conflictKey(note: ConflictNote): string {
  const key = `${note.at}:${note.kind}:${note.table}:${note.id}`;
  return note.version === undefined ? key : `${key}:${note.version}`;
}

/**
 * Adds notes not stored yet (the same note may arrive twice: when met and again at the end of a run)
 * and drops kept-aside copies of `settled` records, by the rules of keptConflicts. Notes with values
 * make this field larger than its schema's usual text: it is this device's bookkeeping, never synced
 * or imported (decision 032).
 */
export function withConflicts(
  record: SyncStatusRecord,
  notes: readonly ConflictNote[],
  settled: readonly SettledRecord[] = [],
): SyncStatusRecord {
  if (notes.length === 0 && !settled.length) return record;
  const stored = conflictsOf(record);
  if (notes.length === 0 && !stored.some((note) => note.kind === 'kept_aside')) return record;
  const added = notes.map((note) => ({
    ...note,
    fields: [...note.fields],
    key: conflictKey(note),
  }));
  const text = JSON.stringify(keptConflicts(stored, added, settled, (note) => note.key));
  return text === record.sync_conflicts ? record : { ...record, sync_conflicts: text };
}

/** Stores new notes and settles kept-aside copies in the caller's transaction; writes only on a change. */
export async function recordConflicts(
  db: GroeipadDb,
  userId: string,
  now: number,
  notes: readonly ConflictNote[],
  settled: readonly SettledRecord[],
): Promise<void> {
  const current = statusOrDefault(await readStatusRecord(db, userId), userId, now);
  const next = withConflicts(current, notes, settled);
  if (next !== current) await statusTable(db).put({ ...next, updated_at: now });
}

/**
 * Drops the notes with these keys (all without keys). A kept-aside copy stays: it is the only copy on
 * this device of a record it cannot store yet, and it goes by itself once settled (keptConflicts).
 */
export function withoutConflicts(
  record: SyncStatusRecord,
  keys: readonly string[] | undefined,
): SyncStatusRecord {
  const seen = keys === undefined ? undefined : new Set(keys);
  const kept = conflictsOf(record).filter(
    (note) => note.kind === 'kept_aside' || (seen !== undefined && !seen.has(note.key)),
  );
  return { ...record, sync_conflicts: JSON.stringify(kept) };
}
