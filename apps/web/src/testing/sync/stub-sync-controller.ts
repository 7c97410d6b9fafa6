// Test support: a sync controller whose state the test sets, recording what the screen asks of it.
import type { SyncState } from '@groeipad/sync';
import type {
  SyncController,
  SyncControllerState,
  SyncNowOptions,
  SyncUserSettings,
} from '../../lib/sync/sync-types';

export type StubSyncController = SyncController & {
  set: (patch: Partial<SyncControllerState>) => void;
  syncNowCalls: number;
  /** The options of each syncNow call, in order. */
  syncNowOptions: (SyncNowOptions | undefined)[];
  restartCalls: number;
  savedSettings: SyncUserSettings[];
};

/** Signed in as `userId` and idle, unless `initial` says otherwise; `save` stores settings for real if given. */
export function createStubSyncController(
  initial: Partial<SyncControllerState> = {},
  save?: (settings: SyncUserSettings) => Promise<void>,
): StubSyncController {
  const listeners = new Set<() => void>();
  let state: SyncControllerState = {
    account: 'signed_in',
    email: 'anna@example.nl',
    sync: { phase: 'idle' },
    linkedUserId: undefined,
    link: 'linked',
    ready: true,
    setupFailed: false,
    e2ee: 'off',
    ...initial,
  };
  const stub: StubSyncController = {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => undefined,
    stop: () => undefined,
    syncNow: (options?: SyncNowOptions): Promise<SyncState> => {
      stub.syncNowCalls += 1;
      stub.syncNowOptions.push(options);
      return Promise.resolve(state.sync);
    },
    saveSettings: async (settings) => {
      stub.savedSettings.push(settings);
      await save?.(settings);
    },
    restart: () => {
      stub.restartCalls += 1;
      return Promise.resolve();
    },
    sessionsClosed: () => Promise.resolve(),
    set: (patch) => {
      state = { ...state, ...patch };
      listeners.forEach((listener) => listener());
    },
    syncNowCalls: 0,
    syncNowOptions: [],
    restartCalls: 0,
    savedSettings: [],
  };
  return stub;
}
