// Runs one account request for a form: busy while it runs, its error kept for the form to show.
import { useCallback, useRef, useState } from 'react';
import type { AuthError, AuthResult } from '../../lib/account';

export type AuthAction = {
  busy: boolean;
  error: AuthError | undefined;
  /** Resolves to the result; a second call while one runs is ignored (double taps). */
  run: <T>(request: () => Promise<AuthResult<T>>) => Promise<AuthResult<T> | undefined>;
  clear: () => void;
};

export function useAuthAction(): AuthAction {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AuthError>();
  const running = useRef(false);

  const run = useCallback(async <T>(request: () => Promise<AuthResult<T>>) => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    setError(undefined);
    try {
      const result = await request();
      if (!result.ok) setError(result.error);
      return result;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  const clear = useCallback(() => setError(undefined), []);
  return { busy, error, run, clear };
}
