// The user's met24_server_sync_status record: sync settings, pull cursor, device id, last sync times and unseen conflicts.
import {
  DEFAULT_SYNC_FREQUENCY,
  SCHEMA_VERSION,
  parseJsonList,
  parseJsonObject,
} from '@groeipad/domain';
import type { EntityOf } from '@groeipad/domain';
import { CONFLICT_KINDS } from '@groeipad/sync';
import type { ConflictNote } from '@groeipad/sync';
import type { Table } from 'dexie';
import type { GroeipadDb } from '../types';

export type SyncStatusRecord = EntityOf<'met24_server_sync_status'>;

export const STATUS_TABLE = 'met24_server_sync_status';

/** At most this many unseen conflicts are kept; older ones drop off. */
export const MAX_STORED_CONFLICTS = 200;

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

function isStoredConflict(value: unknown): value is StoredConflict {
  if (typeof value !== 'object' || value === null) return false;
  const note = value as Record<string, unknown>;
  return (
    typeof note.key === 'string' &&
    typeof note.table === 'string' &&
    typeof note.id === 'string' &&
    typeof note.at === 'number' &&
    Array.isArray(note.fields) &&
    (CONFLICT_KINDS as readonly unknown[]).includes(note.kind)
  );
}

export function conflictsOf(record: SyncStatusRecord | undefined): StoredConflict[] {
  return parseJsonList(record?.sync_conflicts).filter(isStoredConflict);
}

export function conflictKey(note: ConflictNote): string {
  return `${note.at}:${note.kind}:${note.table}:${note.id}`;
}

/** Adds notes not stored yet (the same note may arrive twice: when met and again at the end of a run). */
export function withConflicts(
  record: SyncStatusRecord,
  notes: readonly ConflictNote[],
): SyncStatusRecord {
  if (notes.length === 0) return record;
  const stored = conflictsOf(record);
  const keys = new Set(stored.map((note) => note.key));
  for (const note of notes) {
    const key = conflictKey(note);
    if (keys.has(key)) continue;
    keys.add(key);
    stored.push({ ...note, fields: [...note.fields], key });
  }
  const kept = stored.slice(-MAX_STORED_CONFLICTS);
  return { ...record, sync_conflicts: JSON.stringify(kept) };
}

export function withoutConflicts(
  record: SyncStatusRecord,
  keys: readonly string[] | undefined,
): SyncStatusRecord {
  const seen = keys === undefined ? undefined : new Set(keys);
  const kept = seen === undefined ? [] : conflictsOf(record).filter((note) => !seen.has(note.key));
  return { ...record, sync_conflicts: JSON.stringify(kept) };
}
