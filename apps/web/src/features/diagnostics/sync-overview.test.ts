// The one state the sync page leads with: every state a user can meet, and the action that helps there.
import { describe, expect, it } from 'vitest';
import { syncOverview, type OverviewInput } from './sync-overview';

type Sync = OverviewInput['sync'];

const signedIn: Sync = {
  account: 'signed_in',
  sync: { phase: 'idle' },
  linkedUserId: 'anna',
  ready: true,
  setupFailed: false,
  e2ee: 'off',
};

function overview(sync: Partial<Sync>, lastSync: number | undefined = 1, waiting = 0) {
  return syncOverview({ sync: { ...signedIn, ...sync }, lastSync, waiting });
}

describe('syncOverview', () => {
  it('not signed in: only on this device, with the way to an account', () => {
    const signedOut = { account: 'signed_out', linkedUserId: undefined } as const;
    expect(overview({ ...signedOut, sync: { phase: 'signed_out' } })).toMatchObject({
      kind: 'signedOut',
      action: 'signIn',
    });
  });

  it('account unknown while offline or the server is away: no action, it goes on by itself', () => {
    const unknown = { account: 'offline_unknown', linkedUserId: undefined } as const;
    expect(overview({ ...unknown, sync: { phase: 'offline', lastError: 'offline' } })).toEqual({
      kind: 'unknownOffline',
      error: undefined,
      action: undefined,
      tone: 'gray',
    });
    expect(overview({ ...unknown, sync: { phase: 'error', lastError: 'server' } }).kind).toBe(
      'unknownServer',
    );
  });

  it('never synced: ready, with "sync now"', () => {
    const never = syncOverview({ sync: signedIn, lastSync: undefined, waiting: 2 });
    expect(never).toMatchObject({ kind: 'never', action: 'syncNow' });
  });

  it('synced with nothing waiting, or something waiting since', () => {
    expect(overview({}, 1, 0)).toMatchObject({ kind: 'synced', tone: 'teal' });
    expect(overview({}, 1, 4)).toMatchObject({ kind: 'pending', action: 'syncNow' });
    // Still counting: not "waiting" before it is known.
    expect(syncOverview({ sync: signedIn, lastSync: 1, waiting: undefined }).kind).toBe('synced');
  });

  it('syncing, offline and asked to wait come before what is waiting', () => {
    expect(overview({ sync: { phase: 'syncing' } }, 1, 3).kind).toBe('syncing');
    expect(overview({ sync: { phase: 'offline', lastError: 'offline' } }, 1, 3).kind).toBe(
      'offline',
    );
    expect(overview({ sync: { phase: 'waiting', lastError: 'rate_limited' } }, 1, 3).kind).toBe(
      'waiting',
    );
  });

  it('an error: which one, and "try again" (a local failure needs a reload)', () => {
    expect(overview({ sync: { phase: 'error', lastError: 'server' } })).toEqual({
      kind: 'error',
      error: 'server',
      action: 'retry',
      tone: 'red',
    });
    expect(overview({ sync: { phase: 'error', lastError: 'local' } })).toMatchObject({
      kind: 'error',
      action: 'reload',
    });
    expect(overview({ setupFailed: true })).toMatchObject({
      kind: 'setupFailed',
      action: 'reload',
    });
  });

  it('a session the server no longer takes: sign in again', () => {
    expect(overview({ sync: { phase: 'signed_out', lastError: 'unauthorized' } })).toMatchObject({
      kind: 'sessionExpired',
      action: 'signInAgain',
    });
  });

  it('a locked device must be unlocked first; a full account storage says so', () => {
    expect(overview({ e2ee: 'locked' })).toMatchObject({ kind: 'locked', action: 'unlock' });
    expect(overview({ sync: { phase: 'idle', storageFull: true } }).kind).toBe('storageFull');
  });

  it('while the account is read or linked, nothing is claimed yet', () => {
    expect(overview({ account: 'loading' }).kind).toBe('loading');
    expect(overview({ linkedUserId: undefined }).kind).toBe('starting');
    expect(overview({ ready: false }).kind).toBe('starting');
  });
});
