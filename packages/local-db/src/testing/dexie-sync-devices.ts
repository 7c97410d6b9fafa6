// Test helpers for the Dexie sync store: devices on their own fake IndexedDB, an in-process server and a switchable network.
import {
  applyPush,
  createSyncEngine,
  MemorySyncStore,
  pullChanges,
  SyncTransportError,
} from '@groeipad/sync';
import type {
  LocalSyncStore,
  PushRequest,
  PushResponse,
  SyncEngine,
  SyncTransport,
} from '@groeipad/sync';
import { clock } from './daily-inputs';
import { createRepository } from '../repository';
import type { Repository } from '../repository';
import { freshIdb, openTestDb, T0, taskInput } from './database';
import type { GroeipadDb, IdbDeps } from '../types';
import { createDexieSyncStore } from '../sync/dexie-sync-store';

export const USER = 'user-1';

export type Clock = ReturnType<typeof clock>;

export type Device = {
  db: GroeipadDb;
  idb: Required<IdbDeps>;
  tasks: Repository<'tasks'>;
  store: LocalSyncStore;
};

/** A device with its own database (reopened when `idb` is passed), sharing the test's clock. */
export async function openDevice(
  time: Clock,
  deviceId: string,
  idb: Required<IdbDeps> = freshIdb(),
  e2eeKey?: CryptoKey,
): Promise<Device> {
  const { db } = await openTestDb({ ...idb, now: time.now });
  const tasks = createRepository(db, 'tasks', { now: time.now, actor: USER });
  const keyOption = e2eeKey ? { e2eeKey } : {};
  const store = createDexieSyncStore(db, { userId: USER, deviceId, now: time.now, ...keyOption });
  return { db, idb, tasks, store };
}

export type Network = {
  server: MemorySyncStore;
  transport: SyncTransport;
  /** While false, every request fails as if offline. */
  online: boolean;
  /** While true, pushes fail with a server error (pulls still work). */
  failPush: boolean;
  /** While true, the account encrypts end to end: plaintext of encrypted tables is refused. */
  encryptedOnly: boolean;
  /** Runs after the server applied a push, before its answer travels back. */
  afterApply?: (request: PushRequest, response: PushResponse) => Promise<void>;
};

function overTheWire<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** One user's in-process connection to a memory server. */
export function createNetwork(server = new MemorySyncStore(), ownerId = USER): Network {
  const network: Network = {
    server,
    online: true,
    failPush: false,
    encryptedOnly: false,
    transport: {
      async pull(request) {
        if (!network.online) throw new SyncTransportError('offline', 'offline');
        return overTheWire(await pullChanges(server, ownerId, overTheWire(request)));
      },
      async push(request) {
        if (!network.online) throw new SyncTransportError('offline', 'offline');
        if (network.failPush) throw new SyncTransportError('server', 'internal error', 500);
        const { encryptedOnly } = network;
        const response = await applyPush(server, ownerId, overTheWire(request), { encryptedOnly });
        await network.afterApply?.(request, response);
        return overTheWire(response);
      },
    },
  };
  return network;
}

/** A device with its engine on `network`, its journal, and every push request it sent (as on the wire). */
export type Peer = Device & {
  engine: SyncEngine;
  journal: Repository<'journal_entries'>;
  sent: PushRequest[];
};

/** A device syncing through `network`; the caller closes its database. */
export async function openPeer(
  time: Clock,
  network: Network,
  id: string,
  key?: CryptoKey,
  idb?: Device['idb'],
): Promise<Peer> {
  const device = await openDevice(time, id, idb, key);
  const sent: PushRequest[] = [];
  const transport: SyncTransport = {
    pull: (request) => network.transport.pull(request),
    push: (request) => {
      sent.push(overTheWire(request));
      return network.transport.push(request);
    },
  };
  const engine = createSyncEngine({ store: device.store, transport, now: time.now });
  const journal = createRepository(device.db, 'journal_entries', { now: time.now, actor: USER });
  return { ...device, engine, journal, sent };
}

export { clock, T0, taskInput };
