// Local record sync status (created, updated, deleted, synced) and how local changes move it (SPEC 4).
export const RECORD_STATUSES = ['created', 'updated', 'deleted', 'synced'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

export type RecordChange = 'update' | 'delete' | 'push_confirmed';

/**
 * The status after a change. A record the server has never seen stays 'created' when edited, so
 * it is pushed as one create (WatermelonDB's rule); a synced record becomes 'updated'. Delete wins
 * over everything; a confirmed push makes any record 'synced' except a deleted one, which the
 * caller then purges.
 */
export function recordStatusAfter(current: RecordStatus, change: RecordChange): RecordStatus {
  if (change === 'delete' || current === 'deleted') return 'deleted';
  if (change === 'push_confirmed') return 'synced';
  return current === 'created' ? 'created' : 'updated';
}

/** Deleted records are hidden from every query until purged. */
export function isVisibleRecord(record: { _status?: string | null | undefined }): boolean {
  return record._status !== 'deleted';
}
