// The one state the sync page leads with, in the order a user needs it, and what they can do about it.
import type { SyncErrorKind } from '@groeipad/sync';
import type { SyncView } from '../../lib/sync';

export type OverviewKind =
  | 'loading'
  | 'setupFailed'
  | 'signedOut'
  | 'unknownOffline'
  | 'unknownServer'
  | 'locked'
  | 'sessionExpired'
  | 'error'
  | 'syncing'
  | 'offline'
  | 'waiting'
  | 'storageFull'
  | 'starting'
  | 'never'
  | 'pending'
  | 'synced';

/** What the card's one button does: a link to /account, a reload, or a sync run (retry after an error). */
export type OverviewAction = 'signIn' | 'unlock' | 'signInAgain' | 'reload' | 'retry' | 'syncNow';

export type SyncOverview = {
  kind: OverviewKind;
  /** Set for `error`: which of the known failures it was. */
  error?: SyncErrorKind;
  action: OverviewAction | undefined;
  tone: 'teal' | 'blue' | 'gray' | 'yellow' | 'orange' | 'red';
};

export type OverviewInput = {
  sync: Pick<SyncView, 'account' | 'sync' | 'linkedUserId' | 'ready' | 'setupFailed' | 'e2ee'>;
  /** The last completed sync; undefined: never. */
  lastSync: number | undefined;
  /** Records waiting to be sent; undefined while counting. */
  waiting: number | undefined;
};

function kindOf({ sync, lastSync, waiting }: OverviewInput): OverviewKind {
  const { phase } = sync.sync;
  if (sync.account === 'loading') return 'loading';
  if (sync.setupFailed) return 'setupFailed';
  if (sync.linkedUserId === undefined) {
    if (sync.account === 'signed_out') return 'signedOut';
    if (sync.account === 'offline_unknown') {
      return sync.sync.lastError === 'offline' ? 'unknownOffline' : 'unknownServer';
    }
  }
  if (sync.e2ee === 'locked') return 'locked';
  // Signed in, but the server no longer takes the session.
  if (phase === 'signed_out') return 'sessionExpired';
  if (phase === 'error') return 'error';
  if (phase === 'syncing' || phase === 'offline' || phase === 'waiting') return phase;
  if (sync.sync.storageFull) return 'storageFull';
  if (sync.linkedUserId === undefined || !sync.ready) return 'starting';
  if (lastSync === undefined) return 'never';
  return waiting !== undefined && waiting > 0 ? 'pending' : 'synced';
}

const tones: Record<OverviewKind, SyncOverview['tone']> = {
  loading: 'gray',
  setupFailed: 'red',
  signedOut: 'gray',
  unknownOffline: 'gray',
  unknownServer: 'orange',
  locked: 'orange',
  sessionExpired: 'red',
  error: 'red',
  syncing: 'blue',
  offline: 'gray',
  waiting: 'yellow',
  storageFull: 'orange',
  starting: 'blue',
  never: 'yellow',
  pending: 'yellow',
  synced: 'teal',
};

function actionOf(
  kind: OverviewKind,
  error: SyncErrorKind | undefined,
): OverviewAction | undefined {
  if (kind === 'signedOut') return 'signIn';
  if (kind === 'locked') return 'unlock';
  if (kind === 'sessionExpired') return 'signInAgain';
  // The device's own database failed: only a fresh start of the app can help.
  if (kind === 'setupFailed' || (kind === 'error' && error === 'local')) return 'reload';
  if (kind === 'error') return 'retry';
  const running = ['syncing', 'offline', 'waiting', 'storageFull', 'never', 'pending', 'synced'];
  return running.includes(kind) ? 'syncNow' : undefined;
}

export function syncOverview(input: OverviewInput): SyncOverview {
  const kind = kindOf(input);
  const error = kind === 'error' ? (input.sync.sync.lastError ?? 'server') : undefined;
  return { kind, error, action: actionOf(kind, error), tone: tones[kind] };
}
