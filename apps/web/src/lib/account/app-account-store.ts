// The one account store of the running app, made on first use, so no provider is required to read it.
import { createAuthClient } from './auth-client';
import { createAccountStore, type AccountStore } from './account-store';

let appStore: AccountStore | undefined;

export function getAppAccountStore(): AccountStore {
  appStore ??= createAccountStore(createAuthClient());
  return appStore;
}
