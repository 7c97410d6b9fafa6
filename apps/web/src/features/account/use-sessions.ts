// The signed-in user's sessions from the server, with revoke one / revoke all others; this device first.
import { useCallback, useEffect, useState } from 'react';
import { useAccountStore, type AuthError, type AuthSession } from '../../lib/account';
import { useAuthAction, type AuthAction } from './use-auth-action';

export type SessionsState =
  | { status: 'loading' }
  | { status: 'error'; error: AuthError }
  | { status: 'ready'; sessions: AuthSession[] };

export type SessionsView = {
  state: SessionsState;
  reload: () => void;
  revoke: (token: string) => Promise<void>;
  revokeOthers: () => Promise<void>;
  /** The revoke request: busy flag and its error. */
  action: AuthAction;
  /** What the last successful revoke did, for the status line. */
  done: 'revoked' | 'othersRevoked' | undefined;
};

function ordered(sessions: AuthSession[], currentId: string | undefined): AuthSession[] {
  return [...sessions].sort(
    (a, b) =>
      Number(b.id === currentId) - Number(a.id === currentId) ||
      b.updatedAt.getTime() - a.updatedAt.getTime(),
  );
}

export function useSessions(currentId: string | undefined): SessionsView {
  const store = useAccountStore();
  const action = useAuthAction();
  const [state, setState] = useState<SessionsState>({ status: 'loading' });
  const [done, setDone] = useState<SessionsView['done']>();

  // Bumped to fetch the list again (retry, after a revoke); the effect below does the fetching.
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setVersion((v) => v + 1);
  }, []);

  useEffect(() => {
    let live = true;
    void store.client.listSessions().then(async (result) => {
      if (!live) return;
      if (result.ok) {
        setState({ status: 'ready', sessions: ordered(result.value, currentId) });
        return;
      }
      setState({ status: 'error', error: result.error });
      // The session ended elsewhere: let the whole screen fall back to signed out.
      if (result.error.code === 'unauthorized') await store.refresh();
    });
    return () => {
      live = false;
    };
  }, [store, currentId, version]);

  async function finish(
    result: Awaited<ReturnType<AuthAction['run']>>,
    what: SessionsView['done'],
  ) {
    if (result?.ok) setDone(what);
    if (result?.ok === false && result.error.code === 'unauthorized') await store.refresh();
    // Refetch without the loading placeholder, so the list does not jump.
    if (result) setVersion((v) => v + 1);
  }

  return {
    state,
    reload,
    action,
    done,
    revoke: async (token) => {
      setDone(undefined);
      await finish(await action.run(() => store.client.revokeSession(token)), 'revoked');
    },
    revokeOthers: async () => {
      setDone(undefined);
      await finish(await action.run(() => store.client.revokeOtherSessions()), 'othersRevoked');
    },
  };
}
