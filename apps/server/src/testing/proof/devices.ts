// Test support: devices (sync engine + in-memory store + HTTP transport) of one user against a real server, synced until quiet.
import {
  createHttpTransport,
  createSyncEngine,
  MemoryLocalStore,
  type SyncEngine,
} from '@groeipad/sync';
import { deviceFetch, type DeviceFetch } from './device-fetch';

export type Clock = { now: () => number; advance: (ms: number) => void };

/** One clock for every device: retries wait 1, 5 and 15 minutes, so tests move it instead of waiting. */
export function manualClock(start = 1_700_000_000_000): Clock {
  let time = start;
  return {
    now: () => time,
    advance(ms) {
      time += ms;
    },
  };
}

export type Device = {
  name: string;
  store: MemoryLocalStore;
  engine: SyncEngine;
  net: DeviceFetch;
  /** Errors of sync runs that failed, in order (faults are expected to cause some). */
  errors: string[];
  /** One run; a failure is recorded, not thrown (the app reschedules and tries again). */
  sync(): Promise<{ pushed: number; pulled: number } | undefined>;
};

export type DeviceOptions = {
  server: { url: string };
  cookie: string;
  clock: Clock;
  /** Changes per push request; the default lets one request carry a large batch. */
  batchSize?: number;
};

export function createDevice(name: string, options: DeviceOptions): Device {
  const { clock } = options;
  const store = new MemoryLocalStore({ deviceId: `device-${name}`, now: clock.now });
  const net = deviceFetch(options.server, options.cookie);
  const transport = createHttpTransport({ fetch: net.fetch, baseUrl: options.server.url });
  const engine = createSyncEngine({
    store,
    transport,
    now: clock.now,
    batchSize: options.batchSize ?? 500,
  });
  const errors: string[] = [];
  return {
    name,
    store,
    engine,
    net,
    errors,
    async sync() {
      try {
        return await engine.sync();
      } catch (error) {
        errors.push(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
        return undefined;
      }
    },
  };
}

// Longer than the longest retry delay (15 minutes), so every failed item is due again.
const retryGap = 16 * 60_000;

/**
 * Syncs every device in rounds until one whole round succeeds with nothing pushed or pulled and no
 * queue item left. Throws after `maxRounds`: a system that never settles is a failure too.
 */
export async function syncUntilQuiet(
  devices: readonly Device[],
  clock: Clock,
  maxRounds = 8,
): Promise<void> {
  for (let round = 0; round < maxRounds; round += 1) {
    clock.advance(retryGap);
    let quiet = true;
    for (const device of devices) {
      const result = await device.sync();
      if (!result || result.pushed > 0 || result.pulled > 0) quiet = false;
      if (device.store.queueItems().length > 0) quiet = false;
    }
    if (quiet) return;
  }
  const state = devices.map(
    (d) => `${d.name}: ${d.store.queueItems().length} queued, errors ${d.errors.join(' | ')}`,
  );
  throw new Error(`devices did not settle in ${maxRounds} rounds\n${state.join('\n')}`);
}
