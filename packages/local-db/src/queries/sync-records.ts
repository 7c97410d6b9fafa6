// Reads of the device's sync bookkeeping for the diagnostics screens: per-record sync notes and the queued server tasks.
import type { GroeipadDb, StoredRecord } from '../types';

export type SyncNoteRecord = StoredRecord<'sync_status'>;
export type SyncQueueRecord = StoredRecord<'met24_sync_queue'>;

/** Every sync_status note (one per tracked record), in primary-key order. */
export function syncNotes(db: GroeipadDb): Promise<SyncNoteRecord[]> {
  return db.sync_status.toArray();
}

/** Every met24_sync_queue item, in primary-key order (the screen sorts them for display). */
export function syncQueueItems(db: GroeipadDb): Promise<SyncQueueRecord[]> {
  return db.met24_sync_queue.toArray();
}
