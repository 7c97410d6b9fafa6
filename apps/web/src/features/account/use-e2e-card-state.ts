// What the encryption card shows: the account's answer from the server joined with this device's key.
import { loadDeviceE2eKey, type GroeipadDb } from '@groeipad/local-db';
import { useCallback, useEffect, useState } from 'react';
import { useDatabase } from '../../lib/database-context';
import { useE2eServices, type E2eApiErrorCode, type E2eClient } from '../../lib/e2e';
import { useSync } from '../../lib/sync';

/** `unknown`: the server could not be asked (offline, or no useful answer); `error` says why. */
export type E2eCardView = 'loading' | 'unknown' | 'off' | 'on' | 'locked';

type Loaded = { view: E2eCardView; error: E2eApiErrorCode | undefined };

export type E2eCardState = Loaded & {
  /** Asks again (after a change, or to retry); the card keeps showing the last answer meanwhile. */
  reload: () => void;
};

async function load(client: E2eClient, db: GroeipadDb, userId: string): Promise<Loaded> {
  const [status, key] = await Promise.all([
    client.getStatus(),
    loadDeviceE2eKey(db, userId).catch((error: unknown) => {
      console.error('Could not read the end-to-end key of this device', error);
      return undefined;
    }),
  ]);
  if (!status.ok) return { view: 'unknown', error: status.error.code };
  if (!status.value.enabled) return { view: 'off', error: undefined };
  return { view: key ? 'on' : 'locked', error: undefined };
}

export function useE2eCardState(userId: string, offline: boolean): E2eCardState {
  const { db } = useDatabase();
  const { client } = useE2eServices();
  // The sync finding the account changed (another device turned encryption on) is a reason to look again.
  const syncE2e = useSync().e2e;
  const [loaded, setLoaded] = useState<Loaded>({ view: 'loading', error: undefined });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let live = true;
    void load(client, db, userId).then((next) => {
      if (live) setLoaded(next);
    });
    return () => {
      live = false;
    };
  }, [client, db, userId, offline, syncE2e, version]);

  return { ...loaded, reload };
}
