// Fault tests against the real server process on PGlite: a kill mid-push, a lost answer, 500s. Each ends converged, nothing lost or twice.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerRecord } from '@groeipad/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faults, serverState, signUp, type Interceptor } from './device-fetch';
import { killMidPushAndConverge } from './kill-mid-push';
import { Ledger, convergenceProblems } from './ledger';
import { createDevice, manualClock, syncUntilQuiet, type Device } from './devices';
import { serverLauncher, type ServerLauncher, type ServerProcess } from './server-process';

let parent: string;
let dataDir: string;
let launcher: ServerLauncher;
let server: ServerProcess;

// Spawning tsx and opening PGlite takes seconds on a busy machine; this bounds a hang only.
beforeAll(async () => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'groeipad-faults-'));
  dataDir = path.join(parent, 'pglite');
  launcher = await serverLauncher({ dataDir });
  server = await launcher.start();
}, 60_000);

afterAll(async () => {
  await server.stop();
  launcher.dispose();
  fs.rmSync(parent, { recursive: true, force: true });
});

let emails = 0;
function email(): string {
  emails += 1;
  return `proof-${process.pid}-${emails}@example.test`;
}

async function devicesOf(names: string[]) {
  const user = await signUp(launcher.url, email());
  const clock = manualClock();
  const options = { server: launcher, cookie: user.cookie, clock };
  const devices = names.map((name) => createDevice(name, options));
  return { user, clock, ledger: new Ledger(user.userId), devices };
}

function byKey(records: readonly ServerRecord[]): Map<string, ServerRecord> {
  return new Map(records.map((r) => [`${r.table}/${r.id}`, r]));
}

describe('real server process on PGlite', () => {
  it('killed with SIGKILL mid-push, restarted on the same data folder: all devices converge', async () => {
    const killed = server.pid;
    server = await killMidPushAndConverge(launcher, server, email());
    // The new process took over the lock the dead one left behind.
    expect(server.pid).not.toBe(killed);
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8').trim()).toBe(String(server.pid));
  });

  it('killed with SIGKILL right after answering a push: the acknowledged changes are still there', async () => {
    const { user, clock, ledger, devices } = await devicesOf(['a', 'b']);
    const [a] = devices as [Device, Device];
    ledger.createMany(a, 'bevestigd', 50);
    // PGlite runs inside the server process: an answered push must be on disk before the answer.
    a.net.intercept(async (requestPath, send) => {
      const response = await send();
      if (requestPath !== '/api/sync/push') return response;
      // The whole answer first, then the kill: nothing that happens after it may undo it.
      const body = await response.arrayBuffer();
      await server.kill();
      return new Response(body, { status: response.status, headers: response.headers });
    });
    expect(await a.sync()).toMatchObject({ pushed: 50 });
    a.net.intercept(undefined);
    server = await launcher.start();
    await syncUntilQuiet(devices, clock);
    const stored = await serverState(launcher.url, user.cookie);
    expect(convergenceProblems(ledger, devices, stored)).toEqual([]);
  });

  it('the answer to a push is lost: the retry is answered from the mutation memo, nothing applied twice', async () => {
    const { user, clock, ledger, devices } = await devicesOf(['a', 'b']);
    const [a, b] = devices as [Device, Device];
    ledger.createMany(a, 'a', 20);
    await syncUntilQuiet(devices, clock);

    for (let i = 0; i < 5; i += 1) ledger.edit(a, `a-${i}`, { title: `bewerkt ${i}` });
    for (let i = 5; i < 10; i += 1) ledger.delete(a, `a-${i}`);
    ledger.createMany(a, 'nieuw', 10);
    a.net.intercept((requestPath, send) =>
      requestPath === '/api/sync/push' ? faults.dropResponse(requestPath, send) : send(),
    );
    await a.sync();
    a.net.intercept(undefined);
    expect(a.errors).toEqual([expect.stringContaining('connection reset')]);

    // The server applied the push; b sees it while a still doubts.
    const applied = byKey(await serverState(launcher.url, user.cookie));
    expect(applied.get('tasks/nieuw-0')?.deleted).toBe(false);
    expect(applied.get('tasks/a-5')?.deleted).toBe(true);
    await b.sync();
    // a edits a record whose change is still in doubt; that edit must survive the retry.
    ledger.edit(a, 'a-0', { title: 'na het verlies' });

    clock.advance(16 * 60_000);
    const retry = await a.sync();
    // The changes in doubt go again exactly as sent (the pull may already settle the deletes) and
    // are answered from memory; then the new edit of a-0 goes in a batch of its own.
    expect(retry?.pushed).toBeGreaterThanOrEqual(16);
    const after = byKey(await serverState(launcher.url, user.cookie));
    for (const [key, record] of applied) {
      // Same version: the retry wrote nothing, it was answered.
      if (key !== 'tasks/a-0') expect(after.get(key)).toEqual(record);
    }
    expect(after.get('tasks/a-0')?.version).toBeGreaterThan(applied.get('tasks/a-0')?.version ?? 0);

    await syncUntilQuiet(devices, clock);
    const stored = await serverState(launcher.url, user.cookie);
    expect(convergenceProblems(ledger, devices, stored)).toEqual([]);
  });

  it('500 answers, before and after the server applied the request: retried until converged', async () => {
    const { user, clock, ledger, devices } = await devicesOf(['a', 'b', 'c']);
    const [a, b, c] = devices as [Device, Device, Device];
    const seen = new Set<string>();
    // Per device and path: pushes fail before the server, fail after it applied them, or pass, in
    // turn; every other pull fails one way or the other.
    for (const device of devices) {
      const counts = new Map<string, number>();
      const failing: Interceptor = (requestPath, send) => {
        const n = (counts.get(requestPath) ?? 0) + 1;
        counts.set(requestPath, n);
        const turn = requestPath === '/api/sync/push' ? n % 3 : [1, 0, 2, 0][n % 4];
        if (turn === 1) {
          seen.add(`before ${requestPath}`);
          return faults.fail500Before();
        }
        if (turn === 2) {
          seen.add(`after ${requestPath}`);
          return faults.fail500After(requestPath, send);
        }
        return send();
      };
      device.net.intercept(failing);
    }

    for (let round = 0; round < 4; round += 1) {
      ledger.createMany(a, `a${round}`, 10);
      ledger.createMany(c, `c${round}`, 10);
      if (round > 0) {
        // a edits its own earlier records, b deletes some of a's that nobody edits, c edits its own.
        for (let i = 0; i < 3; i += 1) ledger.edit(a, `a${round - 1}-${i}`, { title: `r${round}` });
        for (let i = 0; i < 3; i += 1) ledger.edit(c, `c${round - 1}-${i}`, { priority: 'low' });
        for (const i of [7, 8, 9]) {
          if (b.store.get('tasks', `a${round - 1}-${i}`)) ledger.delete(b, `a${round - 1}-${i}`);
        }
      }
      for (let attempt = 0; attempt < 3; attempt += 1) {
        for (const device of devices) {
          clock.advance(16 * 60_000);
          await device.sync();
        }
      }
    }
    expect([...seen].sort()).toEqual([
      'after /api/sync/pull',
      'after /api/sync/push',
      'before /api/sync/pull',
      'before /api/sync/push',
    ]);
    expect(devices.every((device) => device.errors.length > 0)).toBe(true);

    for (const device of devices) device.net.intercept(undefined);
    await syncUntilQuiet(devices, clock);
    const stored = await serverState(launcher.url, user.cookie);
    expect(convergenceProblems(ledger, devices, stored)).toEqual([]);
  });
});
