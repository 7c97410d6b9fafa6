// The conflicts card's actions: mark seen, send a refused change again (then sync), restore a lost edit; one at a time.
import { markConflictsSeen, syncConflictActions } from '@groeipad/local-db';
import { useState } from 'react';
import { useDatabase } from '../../lib/database-context';
import type { SyncView } from '../../lib/sync';
import { useBoundRepository } from '../../lib/use-repository';

/** What the last action came to, for the card to say. */
export type ConflictOutcome = 'markFailed' | 'actionFailed' | 'retried' | 'restored';

export type ConflictActions = {
  busy: boolean;
  outcome: ConflictOutcome | undefined;
  markSeen: (keys?: string[]) => void;
  retry: (key: string) => void;
  restore: (key: string) => void;
};

/** No user yet: the actions do nothing (the card shows no conflicts then). */
const NOBODY = '';

export function useConflictActions(userId: string | undefined, sync: SyncView): ConflictActions {
  const { db } = useDatabase();
  const actions = useBoundRepository(syncConflictActions, userId ?? NOBODY);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ConflictOutcome>();

  async function run(work: () => Promise<ConflictOutcome | undefined>, failed: ConflictOutcome) {
    if (userId === undefined) return;
    setBusy(true);
    setOutcome(undefined);
    try {
      setOutcome(await work());
    } catch (error) {
      console.error('A sync conflict action failed', error);
      setOutcome(failed);
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    outcome,
    markSeen: (keys) =>
      void run(async () => {
        await markConflictsSeen(db, userId ?? NOBODY, keys);
        return undefined;
      }, 'markFailed'),
    retry: (key) =>
      void run(async () => {
        await actions.retry(key);
        // Its own change is queued again: the run need not send every other refusal too.
        void sync.syncNow({ retryRefused: false });
        return 'retried';
      }, 'actionFailed'),
    restore: (key) =>
      void run(async () => {
        await actions.restore(key);
        return 'restored';
      }, 'actionFailed'),
  };
}
