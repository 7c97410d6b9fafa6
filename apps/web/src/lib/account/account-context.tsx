// React access to the account store: useAccount() for the status, useAccountStore() for the actions.
// Without a provider the app-wide store is used; tests and previews pass their own.
import {
  createContext,
  useCallback,
  useContext,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { AccountState, AccountStore } from './account-store';
import { getAppAccountStore } from './app-account-store';

const AccountContext = createContext<AccountStore | null>(null);

export function AccountProvider({ store, children }: { store: AccountStore; children: ReactNode }) {
  return <AccountContext.Provider value={store}>{children}</AccountContext.Provider>;
}

export function useAccountStore(): AccountStore {
  return useContext(AccountContext) ?? getAppAccountStore();
}

export type AccountView = AccountState & { refresh: () => Promise<void> };

export function useAccount(): AccountView {
  const store = useAccountStore();
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const refresh = useCallback(async () => {
    await store.refresh();
  }, [store]);
  return { ...state, refresh };
}
