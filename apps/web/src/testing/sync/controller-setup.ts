// Test support: a sync controller on a real (fake-indexeddb) database, the fake auth server and a fake sync
// server running the real server logic; time moves only through the manual clock.
import { createRepository, type GroeipadDb } from '@groeipad/local-db';
import { Dexie } from 'dexie';
import { expect, vi } from 'vitest';
import { createAccountStore, createAuthClient, type AccountStore } from '../../lib/account';
import { createFakeAuthServer } from '../fake-auth-server';
import { openTestDatabase } from '../database';
import { createSyncController } from '../../lib/sync/sync-controller';
import type { SyncController } from '../../lib/sync/sync-types';
import { createFakeSyncServer } from './fake-sync-server';
import { createManualClock } from './manual-clock';

export const T0 = Date.parse('2026-03-02T10:00:00Z');
export const LOCAL_USER = 'local-anna';
export const PASSWORD = 'fiets langs de rivier 7';

const running: { controller: SyncController; db: GroeipadDb }[] = [];

/** For afterEach: stops every controller made since and closes its database. */
export function stopControllers(): void {
  for (const { controller, db } of running.splice(0)) {
    controller.stop();
    db.close();
  }
}

export type ControllerKitOptions = {
  /** Whether the device has its own (account-less) user; true by default. */
  localUser?: boolean;
  /** Servers shared with another device's kit (same account on two devices); fresh ones by default. */
  server?: ReturnType<typeof createFakeSyncServer>;
  /** Without it, a fresh fake auth server with Anna and Bob (password PASSWORD). */
  auth?: ReturnType<typeof createFakeAuthServer>;
  deviceId?: string;
};

export async function setupController(options: ControllerKitOptions = {}) {
  const time = createManualClock(T0);
  const { db } = await openTestDatabase({
    now: time.now,
    userId: LOCAL_USER,
    user: options.localUser ?? true,
  });
  const network = { online: true };
  const auth = options.auth ?? createFakeAuthServer({ now: time.now });
  if (!options.auth) {
    auth.addUser({ email: 'anna@example.nl', name: 'Anna', password: PASSWORD });
    auth.addUser({ email: 'bob@example.nl', name: 'Bob', password: PASSWORD });
  }
  const accounts: AccountStore = createAccountStore(
    createAuthClient({ fetch: auth.fetch, isOnline: () => network.online }),
    { events: null },
  );
  const server =
    options.server ??
    createFakeSyncServer({
      ownerOf: () => (auth.cookie ? auth.sessions.get(auth.cookie)?.userId : undefined),
      passwordOf: (owner) => [...auth.users.values()].find((user) => user.id === owner)?.password,
    });
  const events = new EventTarget();
  const requestBackgroundSync = vi.fn(() => Promise.resolve());
  const controller = createSyncController({
    db,
    accounts,
    fetch: server.fetch,
    now: time.now,
    timers: time.timers,
    isOnline: () => network.online,
    events,
    mutations: Dexie.on.storagemutated,
    requestBackgroundSync,
    makeDeviceId: () => options.deviceId ?? 'device-1',
  });
  running.push({ controller, db });
  controller.start();
  const tasksOf = (actor: string) => createRepository(db, 'tasks', { now: time.now, actor });
  const addTask = (userId: string, title = 'Mediteren') =>
    tasksOf(userId).create({ user_id: userId, title, completed: false, priority: 'high' });
  /** A record of an end-to-end encrypted table. */
  const addMood = (userId: string, rating = 4) =>
    createRepository(db, 'mood_tracking', { now: time.now, actor: userId }).create({
      user_id: userId,
      mood_rating: rating,
      timestamp: time.now(),
    });
  async function signIn(email = 'anna@example.nl') {
    const result = await accounts.signIn({ email, password: PASSWORD });
    if (!result.ok) throw new Error(`sign-in failed: ${result.error.code}`);
    await vi.waitFor(() => expect(controller.getState().ready).toBe(true));
    return result.value.id;
  }
  /** Sets the device offline or online the way a browser does: the flag, the network and the event. */
  function goOnline(value: boolean) {
    network.online = value;
    server.setOffline(!value);
    auth.setOffline(!value);
    events.dispatchEvent(new Event(value ? 'online' : 'offline'));
  }
  return {
    time,
    db,
    auth,
    accounts,
    server,
    controller,
    requestBackgroundSync,
    network,
    addTask,
    addMood,
    signIn,
    goOnline,
  };
}

export type ControllerKit = Awaited<ReturnType<typeof setupController>>;
