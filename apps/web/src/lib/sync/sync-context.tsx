// React access to the sync controller: SyncProvider runs the app's controller (or one a test passes), useSync() reads it.
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useDatabase } from '../database-context';
import { getAppSyncController, relayBackgroundSync } from './app-sync-controller';
import type {
  SyncController,
  SyncControllerState,
  SyncNowOptions,
  SyncUserSettings,
} from './sync-types';

const SyncContext = createContext<SyncController | null>(null);

type Props = { children: ReactNode; controller?: SyncController };

/** Starts the controller while mounted; without `controller`, the app's one for the open database. */
export function SyncProvider({ children, controller }: Props) {
  const { db } = useDatabase();
  const active = useMemo(() => controller ?? getAppSyncController(db), [controller, db]);
  useEffect(() => {
    active.start();
    const stopRelay = controller ? undefined : relayBackgroundSync(active);
    return () => {
      stopRelay?.();
      active.stop();
    };
  }, [active, controller]);
  return <SyncContext.Provider value={active}>{children}</SyncContext.Provider>;
}

/** Outside a provider (isolated screen tests) the sync is simply not running. */
const INERT_STATE: SyncControllerState = {
  account: 'signed_out',
  email: undefined,
  sync: { phase: 'signed_out' },
  linkedUserId: undefined,
  link: undefined,
  ready: false,
  setupFailed: false,
  e2ee: 'unknown',
};

const inert: SyncController = {
  getState: () => INERT_STATE,
  subscribe: () => () => undefined,
  start: () => undefined,
  stop: () => undefined,
  syncNow: () => Promise.resolve(INERT_STATE.sync),
  saveSettings: () => Promise.reject(new Error('Sync is not running')),
  restart: () => Promise.resolve(),
  sessionsClosed: () => Promise.resolve(),
};

export function useSyncController(): SyncController {
  return useContext(SyncContext) ?? inert;
}

export type SyncView = SyncControllerState & {
  syncNow: (options?: SyncNowOptions) => Promise<void>;
  saveSettings: (settings: SyncUserSettings) => Promise<void>;
};

export function useSync(): SyncView {
  const controller = useSyncController();
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  return useMemo(
    () => ({
      ...state,
      syncNow: async (options?: SyncNowOptions) => {
        await controller.syncNow(options);
      },
      saveSettings: (settings: SyncUserSettings) => controller.saveSettings(settings),
    }),
    [controller, state],
  );
}
