// What screens show of a user's sync status: the last sync (only once one completed) and the server sync display.
import { serverSyncDisplay } from '@groeipad/domain';
import type { ServerSyncDisplay } from '@groeipad/domain';
import type { SyncStatusSnapshot } from '@groeipad/local-db';

/** The later of the last full and incremental sync; undefined until a run completed ("never synced"). */
export function lastSyncOf(status: SyncStatusSnapshot): number | undefined {
  if (!status.hasSynced) return undefined;
  const times = [status.lastFullSync, status.lastIncrementalSync].filter(
    (time): time is number => time !== undefined,
  );
  return times.length > 0 ? Math.max(...times) : undefined;
}

/** Disabled / Overdue / Conflicts / Up to Date with its progress, by the domain's rule. */
export function syncDisplayOf(status: SyncStatusSnapshot, now: number): ServerSyncDisplay {
  return serverSyncDisplay(
    {
      auto_sync_enabled: status.autoSync,
      sync_frequency: status.frequency,
      last_full_sync: status.lastFullSync,
      last_incremental_sync: status.lastIncrementalSync,
      sync_conflicts: JSON.stringify(status.conflicts),
    },
    now,
  );
}
