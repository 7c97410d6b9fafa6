// The one account store of the running app, made on first use, so no provider is required to read it.
import { deleteOldOfflineQueue } from '../old-offline-queue';
import { createAuthClient } from './auth-client';
import { createAccountStore, type AccountStore } from './account-store';

let appStore: AccountStore | undefined;

export function getAppAccountStore(): AccountStore {
  appStore ??= createAccountStore(createAuthClient(), {
    // An older fallback worker may still run here until it updates: whoever signs in next must not have
    // its queued requests (a password, a prompt) replayed under their session (decision 031).
    onSignedOut: () => void deleteOldOfflineQueue(),
  });
  return appStore;
}
