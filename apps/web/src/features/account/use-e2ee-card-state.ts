// What the encryption card shows: the account's answer from the server joined with this device's key.
import { loadDeviceE2eeKey, type GroeipadDb } from '@groeipad/local-db';
import { useCallback, useEffect, useState } from 'react';
import { useDatabase } from '../../lib/database-context';
import { useE2eeServices, type E2eeApiErrorCode, type E2eeClient } from '../../lib/e2ee';
import { useSync } from '../../lib/sync';

/** `unknown`: the server could not be asked (offline, or no useful answer); `error` says why. */
export type E2eeCardView = 'loading' | 'unknown' | 'off' | 'on' | 'locked';

type Loaded = { view: E2eeCardView; error: E2eeApiErrorCode | undefined };

export type E2eeCardState = Loaded & {
  /** Asks again (after a change, or to retry); the card keeps showing the last answer meanwhile. */
  reload: () => void;
};

async function load(client: E2eeClient, db: GroeipadDb, userId: string): Promise<Loaded> {
  const [status, key] = await Promise.all([
    client.getStatus(),
    loadDeviceE2eeKey(db, userId).catch((error: unknown) => {
      console.error('Could not read the end-to-end key of this device', error);
      return undefined;
    }),
  ]);
  if (!status.ok) return { view: 'unknown', error: status.error.code };
  if (!status.value.enabled) return { view: 'off', error: undefined };
  return { view: key ? 'on' : 'locked', error: undefined };
}

export function useE2eeCardState(userId: string, offline: boolean): E2eeCardState {
  const { db } = useDatabase();
  const { client } = useE2eeServices();
  // The sync finding the account changed (another device turned encryption on) is a reason to look again.
  const syncE2ee = useSync().e2ee;
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
  }, [client, db, userId, offline, syncE2ee, version]);

  return { ...loaded, reload };
}
