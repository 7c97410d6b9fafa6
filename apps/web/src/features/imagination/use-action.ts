// Runs one write at a time for a part of the screen and keeps its failure to show, instead of losing it.
import { useCallback, useState } from 'react';

export type Action = {
  pending: boolean;
  error: unknown;
  /** Runs `work`; resolves true when it succeeded. */
  run: (work: () => Promise<unknown>) => Promise<boolean>;
};

export function useAction(): Action {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const run = useCallback(async (work: () => Promise<unknown>) => {
    setPending(true);
    setError(undefined);
    try {
      await work();
      return true;
    } catch (failure) {
      setError(failure ?? new Error('Unknown error'));
      return false;
    } finally {
      setPending(false);
    }
  }, []);
  return { pending, error, run };
}
