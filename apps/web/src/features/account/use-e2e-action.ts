// Runs one encryption flow for a form: loads the flows on first use, busy while it runs, its error kept.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useDatabase } from '../../lib/database-context';
import {
  loadE2eFlows,
  useE2eServices,
  type E2eFlowDeps,
  type E2eFlowErrorCode,
  type E2eFlowResult,
} from '../../lib/e2e';
import { useSyncController } from '../../lib/sync';

type Flows = Awaited<ReturnType<typeof loadE2eFlows>>;

export type E2eStep<T> = (flows: Flows, deps: E2eFlowDeps) => Promise<E2eFlowResult<T>>;

export type E2eAction = {
  busy: boolean;
  error: E2eFlowErrorCode | undefined;
  /** Resolves to the result; a second call while one runs is ignored (double taps). */
  run: <T>(step: E2eStep<T>) => Promise<E2eFlowResult<T> | undefined>;
  clear: () => void;
};

export function useE2eAction(userId: string): E2eAction {
  const { db } = useDatabase();
  const { client, keyOps, cost } = useE2eServices();
  const sync = useSyncController();
  const deps = useMemo<E2eFlowDeps>(
    () => ({ db, userId, client, sync, keyOps, cost }),
    [db, userId, client, sync, keyOps, cost],
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<E2eFlowErrorCode>();
  const running = useRef(false);

  const run = useCallback(
    async <T>(step: E2eStep<T>): Promise<E2eFlowResult<T> | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setBusy(true);
      setError(undefined);
      try {
        const result = await step(await loadE2eFlows(), deps);
        if (!result.ok) setError(result.error);
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
  return { busy, error, run, clear };
}
