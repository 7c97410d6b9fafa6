// Who is signed in on this browser, as a small observable store that React (useAccount) and plain code
// (the sync wiring) both read. It asks the server on first use, on refresh() and when the browser comes online.
import type { AuthClient, SignInInput, SignUpInput } from './auth-client';
import type { AccountUser, AuthErrorCode, AuthResult } from './auth-types';

export type AccountStatus = 'loading' | 'signed_out' | 'signed_in' | 'offline_unknown';

export type AccountState = {
  status: AccountStatus;
  /** Set when signed in; while offline_unknown, the last user this page saw signed in (may be stale). */
  user?: AccountUser;
  /** The id of this browser's session, to mark "this device" in the sessions list. */
  sessionId?: string;
  /** Why the status is offline_unknown: 'offline', or 'server' when the server did not answer usefully. */
  reason?: AuthErrorCode;
};

export type AccountStore = {
  readonly client: AuthClient;
  /** Arrow-typed so useSyncExternalStore can take them unbound. */
  getState: () => AccountState;
  subscribe: (listener: () => void) => () => void;
  /** Asks the server who is signed in; concurrent calls share one request. */
  refresh: () => Promise<AccountState>;
  signIn: (input: SignInInput) => Promise<AuthResult<AccountUser>>;
  signUp: (input: SignUpInput) => Promise<AuthResult<AccountUser>>;
  signOut: () => Promise<AuthResult<void>>;
  deleteAccount: (password: string) => Promise<AuthResult<void>>;
};

export type AccountStoreOptions = {
  /** Where to listen for 'online'; window by default, null for none (tests, workers). */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  /**
   * Called whenever this browser becomes signed out (signing out, deleting the account, a session ended
   * elsewhere): what the last account left on the device for its session goes then.
   */
  onSignedOut?: () => void;
};

const LOADING: AccountState = { status: 'loading' };

export function createAccountStore(
  client: AuthClient,
  options: AccountStoreOptions = {},
): AccountStore {
  const events = options.events === undefined ? globalThis.window : options.events;
  const listeners = new Set<() => void>();
  let state: AccountState = LOADING;
  let lastUser: AccountUser | undefined;
  let inFlight: Promise<AccountState> | undefined;
  // Bumped by every sign-in/out: a session check that started before must not overwrite its result.
  let generation = 0;

  function set(next: AccountState): AccountState {
    if (next.status === 'signed_in') lastUser = next.user;
    if (next.status === 'signed_out') lastUser = undefined;
    const signedOut = next.status === 'signed_out' && state.status !== 'signed_out';
    state = next;
    if (signedOut) options.onSignedOut?.();
    listeners.forEach((listener) => listener());
    return next;
  }

  async function check(): Promise<AccountState> {
    const started = generation;
    const result = await client.getSession();
    if (started !== generation) return state;
    if (result.ok) {
      return set(
        result.value
          ? { status: 'signed_in', user: result.value.user, sessionId: result.value.session.id }
          : { status: 'signed_out' },
      );
    }
    // 401 from get-session: the cookie is no longer valid, which is a plain "signed out".
    if (result.error.code === 'unauthorized') return set({ status: 'signed_out' });
    const reason = result.error.code === 'offline' ? 'offline' : 'server';
    // Known signed in and merely offline now: the session cookie still holds, so stay signed in.
    if (state.status === 'signed_in' && reason === 'offline') return state;
    return set({ status: 'offline_unknown', user: lastUser, reason });
  }

  function refresh(): Promise<AccountState> {
    inFlight ??= check().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  function onOnline() {
    if (state.status === 'offline_unknown') void refresh();
  }

  async function afterSignIn(result: AuthResult<AccountUser>): Promise<AuthResult<AccountUser>> {
    if (!result.ok) return result;
    generation += 1;
    set({ status: 'signed_in', user: result.value });
    // The sign-in answer has no session id; the check fills it in (this device in the sessions list).
    await refresh();
    return result;
  }

  async function ending(call: Promise<AuthResult<void>>): Promise<AuthResult<void>> {
    const result = await call;
    if (result.ok) {
      generation += 1;
      set({ status: 'signed_out' });
    } else if (result.error.code === 'unauthorized') {
      void refresh();
    }
    return result;
  }

  return {
    client,
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      if (listeners.size === 1) {
        events?.addEventListener('online', onOnline);
        if (state.status === 'loading') void refresh();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('online', onOnline);
      };
    },
    refresh,
    signIn: async (input) => afterSignIn(await client.signIn(input)),
    signUp: async (input) => afterSignIn(await client.signUp(input)),
    signOut: () => ending(client.signOut()),
    deleteAccount: (password) => ending(client.deleteUser(password)),
  };
}
