// What /test-sync shows about the server sync: the newest met24_server_sync_status record through serverSyncDisplay.
import { serverSyncDisplay, toSyncFrequency } from '@groeipad/domain';
import type { ServerSyncDisplay, ServerSyncStatusInput, SyncFrequency } from '@groeipad/domain';

export type ServerSyncRecord = ServerSyncStatusInput & { updated_at: number };

export type ServerSyncView =
  | { kind: 'never' }
  | {
      kind: 'status';
      display: ServerSyncDisplay;
      lastSync: number | undefined;
      frequency: SyncFrequency;
    };

/** No record means no account has synced yet: the honest state is "never", not a made-up "overdue". */
export function serverSyncView(records: readonly ServerSyncRecord[], now: number): ServerSyncView {
  const record = [...records].sort((a, b) => b.updated_at - a.updated_at)[0];
  if (!record) return { kind: 'never' };
  const syncs = [record.last_full_sync, record.last_incremental_sync].filter(
    (value): value is number => typeof value === 'number',
  );
  return {
    kind: 'status',
    display: serverSyncDisplay(record, now),
    lastSync: syncs.length > 0 ? Math.max(...syncs) : undefined,
    frequency: toSyncFrequency(record.sync_frequency),
  };
}
