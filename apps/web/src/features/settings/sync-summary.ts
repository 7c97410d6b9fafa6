// Which one state the settings line shows: a running, offline, waiting or failed sync first, then a full storage, else the stored sync state in plain words.
import type { ServerSyncDisplay } from '@groeipad/domain';
import type { SyncControllerState } from '../../lib/sync';

/**
 * The stored state in words a user reads without the sync page (no percentages, no status codes).
 * A finished sync is said with its time ("synced 5 min ago"), never as "everything is synced": a change
 * made since then may still be on its way, and the time is true either way.
 */
export type PlainSyncState =
  { state: 'conflicts' | 'never' | 'disabled' | 'overdue' } | { state: 'synced'; at: number };

export type SyncSummary =
  | { kind: 'phase'; phase: 'syncing' | 'offline' | 'error' | 'waiting' }
  | { kind: 'storageFull' }
  | ({ kind: 'plain' } & PlainSyncState)
  | { kind: 'starting' };

export type LoadedSyncStatus = { display: ServerSyncDisplay; lastSync: number | undefined };

/** Conflicts need the user, so they lead; then a first sync still to come; then the schedule. */
function plainState({ display, lastSync }: LoadedSyncStatus): PlainSyncState {
  if (display.state === 'conflicts') return { state: 'conflicts' };
  if (lastSync === undefined) return { state: 'never' };
  if (display.state === 'disabled') return { state: 'disabled' };
  if (display.state === 'overdue') return { state: 'overdue' };
  return { state: 'synced', at: lastSync };
}

export function syncSummary(
  sync: Pick<SyncControllerState, 'sync' | 'linkedUserId' | 'setupFailed'>,
  status: LoadedSyncStatus | undefined,
): SyncSummary {
  const { phase } = sync.sync;
  if (sync.setupFailed || phase === 'error') return { kind: 'phase', phase: 'error' };
  if (phase === 'syncing' || phase === 'offline' || phase === 'waiting') {
    return { kind: 'phase', phase };
  }
  if (sync.sync.storageFull) return { kind: 'storageFull' };
  if (sync.linkedUserId === undefined || status === undefined) return { kind: 'starting' };
  return { kind: 'plain', ...plainState(status) };
}
