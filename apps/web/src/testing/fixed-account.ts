// Test support: an account store frozen in one state, for screens that read useAccount.
import type { AccountState, AccountStore } from '../lib/account';

export function fixedAccount(state: AccountState): AccountStore {
  return {
    getState: () => state,
    subscribe: () => () => undefined,
    refresh: () => Promise.resolve(state),
  } as unknown as AccountStore;
}

export const SIGNED_OUT = fixedAccount({ status: 'signed_out' });
