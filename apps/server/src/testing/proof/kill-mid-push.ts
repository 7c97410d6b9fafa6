// Fault scenario on the real server process: SIGKILL while a large push is in flight, restart on the same data, converge.
import type { ServerRecord } from '@groeipad/sync';
import { expect } from 'vitest';
import { serverState, signUp } from './device-fetch';
import { Ledger, convergenceProblems } from './ledger';
import { createDevice, manualClock, syncUntilQuiet, type Device } from './devices';
import type { ServerLauncher, ServerProcess } from './server-process';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type KillOutcome = { answeredFirst: boolean };

/**
 * Kills the server `delayMs` after `device` starts its push request and waits for the process to be
 * gone. `answeredFirst` tells whether the answer beat the kill (then the push was not cut off).
 */
async function pushAndKill(device: Device, server: ServerProcess, delayMs: number) {
  const outcome: KillOutcome = { answeredFirst: false };
  device.net.intercept(async (path, send) => {
    if (path !== '/api/sync/push') return send();
    const pending = send().then((response) => {
      outcome.answeredFirst = true;
      return response;
    });
    // Caught here, rethrown below: the kill must not leave the rejection unobserved meanwhile.
    const settled = pending.then(
      () => undefined,
      () => undefined,
    );
    await Promise.race([pause(delayMs), settled]);
    await server.kill();
    return pending;
  });
  await device.sync();
  device.net.intercept(undefined);
  return outcome;
}

function liveIds(records: readonly ServerRecord[], prefix: string): number {
  return records.filter((r) => r.id.startsWith(prefix) && !r.deleted).length;
}

/**
 * Three devices of one user. Device c pushes one request of 300 creates, 10 edits and 10 deletes; the
 * server is killed while that request is in flight (a shorter delay is tried if the answer came
 * first) and started again on the same data. Then all devices sync until quiet and must agree with
 * each other and with the server, with every record once and no deleted record back.
 * Returns the running server.
 */
export async function killMidPushAndConverge(
  launcher: ServerLauncher,
  first: ServerProcess,
  email: string,
): Promise<ServerProcess> {
  let server = first;
  const user = await signUp(launcher.url, email);
  const clock = manualClock();
  const ledger = new Ledger(user.userId);
  const options = { server: launcher, cookie: user.cookie, clock };
  const [a, b, c] = ['a', 'b', 'c'].map((name) => createDevice(name, options)) as [
    Device,
    Device,
    Device,
  ];
  ledger.createMany(a, 'a', 30);
  ledger.createMany(b, 'b', 30);
  await syncUntilQuiet([a, b, c], clock);

  // A push of 320 changes to a process that has served little takes a second or two (parsing,
  // validation, one transaction): a random point inside that window, so runs hit different stages.
  let delayMs = 100 + Math.floor(Math.random() * 1200);
  for (let attempt = 1; ; attempt += 1) {
    const batch = ledger.createMany(c, `c${attempt}`, 300);
    for (let i = 0; i < 10; i += 1) {
      // Records 10-29 are c's to edit or delete; 0-9 stay with a and b, so no edit ever conflicts.
      const slot = 10 + (((attempt - 1) * 10 + i) % 20);
      ledger.edit(c, `a-${slot}`, { title: `c${attempt} bewerkte ${i}` });
      const victim = `b-${slot}`;
      if (!ledger.deleted.has(victim)) ledger.delete(c, victim);
    }
    const { answeredFirst } = await pushAndKill(c, server, delayMs);
    server = await launcher.start();
    // One request is one transaction: after the crash the server has all of the batch or none.
    const held = liveIds(await serverState(launcher.url, user.cookie), `c${attempt}-`);
    expect([0, batch.length]).toContain(held);
    if (!answeredFirst) break;
    expect(attempt, 'the server answered every push before it was killed').toBeLessThan(4);
    delayMs = Math.floor(delayMs / 3);
  }

  // Meanwhile the other devices keep writing, offline from the crash's point of view.
  ledger.edit(a, 'a-0', { title: 'a na de crash' });
  ledger.delete(b, 'b-0');
  await syncUntilQuiet([a, b, c], clock);
  expect(c.errors.length).toBeGreaterThan(0);
  const problems = convergenceProblems(
    ledger,
    [a, b, c],
    await serverState(launcher.url, user.cookie),
  );
  expect(problems).toEqual([]);
  return server;
}
