// Runs the sign-out for the dialog: which step it is at, how it ended, and no second run while one goes.
import { useCallback, useRef, useState } from 'react';
import { useAccountStore } from '../../lib/account';
import { useDatabase } from '../../lib/database-context';
import { useSyncController } from '../../lib/sync';
import {
  signOutKeepingData,
  signOutRemovingData,
  type SignOutDeps,
  type SignOutOutcome,
  type SignOutStep,
} from './sign-out-flow';

export type SignOutAction = {
  /** The step running now; undefined while idle. */
  step: SignOutStep | 'starting' | undefined;
  outcome: SignOutOutcome | undefined;
  /** Resolves to how it ended; a second call while one runs is ignored (double taps). */
  run: (removeData: boolean) => Promise<SignOutOutcome | undefined>;
  reset: () => void;
};

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function useSignOut(userId: string): SignOutAction {
  const { db } = useDatabase();
  const accounts = useAccountStore();
  const sync = useSyncController();
  const [step, setStep] = useState<SignOutAction['step']>();
  const [outcome, setOutcome] = useState<SignOutOutcome>();
  const running = useRef(false);

  const run = useCallback(
    async (removeData: boolean) => {
      if (running.current) return undefined;
      running.current = true;
      setStep('starting');
      setOutcome(undefined);
      const deps: SignOutDeps = {
        db,
        userId,
        accounts,
        sync,
        isOnline: () => navigator.onLine !== false,
        storage: browserStorage(),
        onStep: setStep,
      };
      try {
        const result = await (removeData ? signOutRemovingData(deps) : signOutKeepingData(deps));
        setOutcome(result);
        return result;
      } catch (error) {
        // The flow turns every expected failure into an outcome; this is the database refusing to be read.
        console.error('Sign-out check failed', error);
        const failed: SignOutOutcome = { kind: 'refused', reason: 'check_failed', changes: 0 };
        setOutcome(failed);
        return failed;
      } finally {
        running.current = false;
        setStep(undefined);
      }
    },
    [db, userId, accounts, sync],
  );

  const reset = useCallback(() => setOutcome(undefined), []);
  return { step, outcome, run, reset };
}
