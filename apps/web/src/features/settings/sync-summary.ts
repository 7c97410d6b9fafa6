// Which one state the settings line shows: a running, offline, waiting or failed sync first, then a full storage, else the server sync display.
import type { ServerSyncDisplay, ServerSyncState } from '@groeipad/domain';
import type { SyncControllerState } from '../../lib/sync';

export type SyncSummary =
  | { kind: 'phase'; phase: 'syncing' | 'offline' | 'error' | 'waiting' }
  | { kind: 'storageFull' }
  | { kind: 'display'; state: ServerSyncState; progress: number; never: boolean }
  | { kind: 'starting' };

export function syncSummary(
  sync: Pick<SyncControllerState, 'sync' | 'linkedUserId' | 'setupFailed'>,
  status: { display: ServerSyncDisplay; lastSync: number | undefined } | undefined,
): SyncSummary {
  const { phase } = sync.sync;
  if (sync.setupFailed || phase === 'error') return { kind: 'phase', phase: 'error' };
  if (phase === 'syncing' || phase === 'offline' || phase === 'waiting') {
    return { kind: 'phase', phase };
  }
  if (sync.sync.storageFull) return { kind: 'storageFull' };
  if (sync.linkedUserId === undefined || status === undefined) return { kind: 'starting' };
  const { state, progress } = status.display;
  return { kind: 'display', state, progress, never: status.lastSync === undefined };
}
