// Signing out, optionally removing this account's data from the device: a final sync, a check that nothing is
// left to push, the sign-out, and the removal once no sync run of the account can write any more.
import { forgetCoachDeviceData } from '../../lib/coach/forget-device-data';
import {
  AccountDataPendingError,
  countUsers,
  clearCommunity,
  pendingAccountChanges,
  removeAccountData,
  type GroeipadDb,
} from '@groeipad/local-db';
import { forgetCommunityMemory } from '../../lib/community/community-memory';
import { forgetFavourites } from '../../lib/community/use-favourites';
import type { AccountStore, AuthError } from '../../lib/account';
import type { SyncController } from '../../lib/sync';

/** Why nothing was removed while the account stays signed in. */
export type SignOutRefusal = 'offline' | 'pending' | 'locked' | 'not_ready' | 'check_failed';

export type SignOutStep = 'syncing' | 'signing_out' | 'removing';

export type SignOutOutcome =
  /** Signed out; the data stays on this device (as chosen). */
  | { kind: 'signed_out' }
  /** Signed out and every record of the account is gone from this device. */
  | { kind: 'removed' }
  /** Still signed in and nothing removed: something could not be confirmed on the server. */
  | { kind: 'refused'; reason: SignOutRefusal; changes: number }
  /** The sign-out request failed: still signed in, nothing removed. */
  | { kind: 'auth_failed'; error: AuthError }
  /** Signed out, but a change came in after the check: the data stays on this device. */
  | { kind: 'kept_after_sign_out'; changes: number }
  /** Signed out, but removing failed (the database refused); the records are still here. */
  | { kind: 'removal_failed' };

export type SignOutDeps = {
  db: GroeipadDb;
  userId: string;
  accounts: Pick<AccountStore, 'signOut'>;
  sync: Pick<SyncController, 'getState' | 'subscribe' | 'syncNow' | 'sessionsClosed'>;
  isOnline: () => boolean;
  /** Where the onboarding flags live (localStorage); null when the browser refuses it. */
  storage: Pick<Storage, 'removeItem' | 'key' | 'length'> | null;
  onStep?: (step: SignOutStep) => void;
};

/**
 * Written by the onboarding flow (features/onboarding/onboarding-status.ts); the start-up check trusts
 * them when the database cannot be read, and the user data names the person. A fresh device has neither.
 */
const ONBOARDING_KEYS = ['onboarding_completed', 'onboarding_user_data'];

/** How long a sign-out right after the page opened waits for the account's sync session to be set up. */
export const LINK_WAIT_MS = 15_000;

/** Whether the account's sync session is (or within LINK_WAIT_MS becomes) linked to this device's data. */
function linked(sync: SignOutDeps['sync'], userId: string): Promise<boolean> {
  const isLinked = () => sync.getState().linkedUserId === userId;
  if (isLinked()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const finish = (value: boolean) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(value);
    };
    const timer = setTimeout(() => finish(isLinked()), LINK_WAIT_MS);
    const unsubscribe = sync.subscribe(() => {
      if (isLinked()) finish(true);
      else if (sync.getState().setupFailed) finish(false);
    });
  });
}

/**
 * Signs out; the store's 'unauthorized' (the session was revoked elsewhere) also means signed out. The
 * community cache and outbox belong to the account that signed out: whoever signs in next must neither
 * read its rooms nor send its unsent messages under their own name.
 */
async function endSession(deps: SignOutDeps): Promise<AuthError | undefined> {
  deps.onStep?.('signing_out');
  const result = await deps.accounts.signOut();
  const ended = result.ok || result.error.code === 'unauthorized';
  if (!ended) return result.error;
  await clearCommunity(deps.db).catch((error: unknown) => {
    console.error('Could not clear the community cache after signing out', error);
  });
  forgetCommunityMemory();
  forgetFavourites();
  return undefined;
}

export async function signOutKeepingData(deps: SignOutDeps): Promise<SignOutOutcome> {
  const error = await endSession(deps);
  return error ? { kind: 'auth_failed', error } : { kind: 'signed_out' };
}

/** The final sync and the check: undefined when removing is safe, else why not. */
async function refusal(deps: SignOutDeps): Promise<SignOutOutcome | undefined> {
  const { sync, userId } = deps;
  const refused = (reason: SignOutRefusal, changes = 0) =>
    ({ kind: 'refused', reason, changes }) as const;
  if (!deps.isOnline()) return refused('offline');
  deps.onStep?.('syncing');
  // Until the session is linked, the device's data may not be the account's yet (linking moves it).
  if (!(await linked(sync, userId))) return refused('not_ready');
  const state = await sync.syncNow();
  if (state.lastError === 'offline') return refused('offline');
  // Whatever the run did, only what is still waiting decides: a synced record is on the server.
  const pending = await pendingAccountChanges(deps.db, userId);
  if (pending.changes === 0) return undefined;
  return refused(sync.getState().e2ee === 'locked' ? 'locked' : 'pending', pending.changes);
}

function forgetOnboardingFlags(storage: SignOutDeps['storage']): void {
  try {
    for (const key of ONBOARDING_KEYS) storage?.removeItem(key);
  } catch (error) {
    console.warn('Could not clear the onboarding flags', error);
  }
}

/**
 * Never removes a change the server does not have: refuses (still signed in) when offline, not linked
 * yet, or anything is still pending after the final sync. Signs out before removing, so no new sync
 * session can pull the records back, and waits for the old session's last run to end. The removal
 * itself checks again in its own transaction.
 */
export async function signOutRemovingData(deps: SignOutDeps): Promise<SignOutOutcome> {
  const refused = await refusal(deps);
  if (refused) return refused;
  const error = await endSession(deps);
  if (error) return { kind: 'auth_failed', error };
  deps.onStep?.('removing');
  let usersLeft: number;
  try {
    await deps.sync.sessionsClosed();
    await removeAccountData(deps.db, deps.userId);
    usersLeft = await countUsers(deps.db);
  } catch (thrown) {
    if (thrown instanceof AccountDataPendingError) {
      return { kind: 'kept_after_sign_out', changes: thrown.pending.changes };
    }
    console.error('Removing the account data from this device failed', thrown);
    return { kind: 'removal_failed' };
  }
  // Someone else's data may remain (another account's, kept): then their onboarding still holds.
  if (usersLeft === 0) {
    forgetOnboardingFlags(deps.storage);
    // The coach's personal settings (an API key), safety plan and open conversations go too.
    forgetCoachDeviceData(deps.storage);
  }
  return { kind: 'removed' };
}
