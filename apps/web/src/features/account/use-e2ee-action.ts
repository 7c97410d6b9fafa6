// Runs one encryption flow for a form: loads the flows on first use, busy while it runs, its error kept.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useDatabase } from '../../lib/database-context';
import {
  loadE2eeFlows,
  useE2eeServices,
  type E2eeFlowDeps,
  type E2eeFlowErrorCode,
  type E2eeFlowResult,
} from '../../lib/e2ee';
import { useSyncController } from '../../lib/sync';

type Flows = Awaited<ReturnType<typeof loadE2eeFlows>>;

export type E2eeStep<T> = (flows: Flows, deps: E2eeFlowDeps) => Promise<E2eeFlowResult<T>>;

export type E2eeAction = {
  busy: boolean;
  error: E2eeFlowErrorCode | undefined;
  /** With rate_limited and password_attempts: how long the server asked to wait. */
  retryAfterSeconds: number | undefined;
  /** Resolves to the result; a second call while one runs is ignored (double taps). */
  run: <T>(step: E2eeStep<T>) => Promise<E2eeFlowResult<T> | undefined>;
  clear: () => void;
};

export function useE2eeAction(userId: string): E2eeAction {
  const { db } = useDatabase();
  const { client, keyOps, cost } = useE2eeServices();
  const sync = useSyncController();
  const deps = useMemo<E2eeFlowDeps>(
    () => ({ db, userId, client, sync, keyOps, cost }),
    [db, userId, client, sync, keyOps, cost],
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<E2eeFlowErrorCode>();
  const [retryAfterSeconds, setRetryAfter] = useState<number>();
  const running = useRef(false);

  const run = useCallback(
    async <T>(step: E2eeStep<T>): Promise<E2eeFlowResult<T> | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setBusy(true);
      setError(undefined);
      setRetryAfter(undefined);
      try {
        const result = await step(await loadE2eeFlows(), deps);
        if (!result.ok) {
          setError(result.error);
          setRetryAfter(result.retryAfterSeconds);
        }
        return result;
      } catch (thrown) {
        // The flows turn every expected failure into a result; this is the code failing to load or a bug.
        console.error('Encryption flow failed', thrown);
        setError('unknown');
        return { ok: false, error: 'unknown' };
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [deps],
  );

  const clear = useCallback(() => setError(undefined), []);
  return { busy, error, retryAfterSeconds, run, clear };
}
