// Two devices of one member doing the same challenge on the same local day, offline, then syncing: the
// fixed id makes it one record on the server and on both devices, counted once.
import {
  atWallTime,
  catalogueChallenge,
  challengeDayId,
  challengeProgress,
  doneDayFrom,
  runFrom,
} from '@groeipad/domain';
import { createSyncEngine } from '@groeipad/sync';
import { afterEach, describe, expect, it } from 'vitest';
import { withoutBookkeeping } from '../bookkeeping';
import { challengeDoneDays, challengeRuns } from '../queries/challenges';
import { clock, createNetwork, openDevice, USER } from '../testing/dexie-sync-devices';
import type { Clock, Device, Network } from '../testing/dexie-sync-devices';
import { markChallengeDone, undoChallengeDone } from './challenge-days';

const AMS = 'Europe/Amsterdam';
const DAY = '2026-06-03';
const at = (minutes: number) => atWallTime(DAY, minutes, AMS);

const opened: Device[] = [];
afterEach(() => {
  for (const device of opened.splice(0)) device.db.close();
});

async function peer(time: Clock, network: Network, id: string) {
  const device = await openDevice(time, id);
  opened.push(device);
  const engine = createSyncEngine({
    store: device.store,
    transport: network.transport,
    now: time.now,
  });
  return { ...device, engine };
}

async function xpOn(device: Device) {
  const [days, runs] = await Promise.all([
    challengeDoneDays(device.db, USER),
    challengeRuns(device.db, USER),
  ]);
  return challengeProgress({
    doneDays: days.flatMap((d) => doneDayFrom(d) ?? []),
    runs: runs.flatMap((r) => runFrom(r) ?? []),
    today: { localDate: DAY, timeZone: AMS, at: at(23 * 60) },
  }).xp;
}

describe('a done day on two devices', () => {
  it('meets in one record after both sync, counted once on both', async () => {
    const time = clock(at(9 * 60));
    const network = createNetwork();
    const a = await peer(time, network, 'device-a');
    const b = await peer(time, network, 'device-b');
    const ctx = { now: time.now, actor: USER };
    network.online = false;
    await markChallengeDone(a.db, ctx, {
      challengeId: 'body-scan',
      at: time.now(),
      timeZone: AMS,
      source: 'manual',
    });
    time.set(at(10 * 60));
    await markChallengeDone(b.db, ctx, {
      challengeId: 'body-scan',
      at: time.now(),
      timeZone: AMS,
      source: 'manual',
    });
    network.online = true;
    await a.engine.sync();
    await b.engine.sync();
    await a.engine.sync();
    const id = challengeDayId('body-scan', DAY);
    for (const device of [a, b]) {
      expect((await challengeDoneDays(device.db, USER)).map((d) => d.id)).toEqual([id]);
      expect(await xpOn(device)).toBe(catalogueChallenge('body-scan')!.xpReward);
    }
    // The later create won whole (sync's rule for an id both devices created; the sync screen lists it as
    // merged): both devices hold the same copy.
    expect(withoutBookkeeping((await a.db.challenge_analytics.get(id))!)).toEqual(
      withoutBookkeeping((await b.db.challenge_analytics.get(id))!),
    );
  });

  it('a tick taken back on one device is taken back on the other after sync', async () => {
    const time = clock(at(9 * 60));
    const network = createNetwork();
    const a = await peer(time, network, 'device-a');
    const b = await peer(time, network, 'device-b');
    const ctx = { now: time.now, actor: USER };
    await markChallengeDone(a.db, ctx, {
      challengeId: 'body-scan',
      at: time.now(),
      timeZone: AMS,
      source: 'manual',
    });
    await a.engine.sync();
    await b.engine.sync();
    expect(await xpOn(b)).toBe(catalogueChallenge('body-scan')!.xpReward);
    time.set(at(9 * 60 + 5));
    expect(await undoChallengeDone(b.db, ctx, { challengeId: 'body-scan', localDate: DAY })).toBe(
      true,
    );
    await b.engine.sync();
    await a.engine.sync();
    expect(await xpOn(a)).toBe(0);
  });
});
