// Fault tests against the real server process on PostgreSQL: a kill mid-push, and the database unreachable for a while.
import { SyncTransportError } from '@groeipad/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPostgresDatabase, postgresSkipReason } from '../postgres-database';
import type { TestPostgresDatabase } from '../postgres-database';
import { cutDatabase, restoreDatabase } from './database-outage';
import { serverState, signUp } from './device-fetch';
import { killMidPushAndConverge } from './kill-mid-push';
import { Ledger, convergenceProblems } from './ledger';
import { createDevice, manualClock, syncUntilQuiet, type Device } from './devices';
import { serverLauncher, type ServerLauncher, type ServerProcess } from './server-process';

describe.skipIf(postgresSkipReason())('real server process on PostgreSQL', () => {
  let database: TestPostgresDatabase;
  let launcher: ServerLauncher;
  let server: ServerProcess;

  // Spawning tsx and migrating take seconds on a busy machine; this bounds a hang only.
  beforeAll(async () => {
    database = await createTestPostgresDatabase();
    launcher = await serverLauncher({ databaseUrl: database.url });
    server = await launcher.start();
  }, 60_000);

  afterAll(async () => {
    await restoreDatabase(database.name);
    await server.stop();
    launcher.dispose();
    await database.drop();
  });

  let emails = 0;
  function email(): string {
    emails += 1;
    return `proof-pg-${process.pid}-${emails}@example.test`;
  }

  async function health(): Promise<unknown> {
    return (await fetch(`${launcher.url}/api/health`)).json();
  }

  it('killed with SIGKILL mid-push, restarted on the same database: all devices converge', async () => {
    server = await killMidPushAndConverge(launcher, server, email());
  });

  it('the database is briefly unreachable: a 500, not a hang or a sign-out, then everything converges', async () => {
    const user = await signUp(launcher.url, email());
    const clock = manualClock();
    const ledger = new Ledger(user.userId);
    const options = { server: launcher, cookie: user.cookie, clock };
    const [a, b] = ['a', 'b'].map((name) => createDevice(name, options)) as [Device, Device];
    ledger.createMany(a, 'a', 20);
    await syncUntilQuiet([a, b], clock);

    await cutDatabase(database.name);
    try {
      expect(await health()).toEqual({
        status: 'ok',
        database: { kind: 'postgres', connected: false },
      });
      ledger.createMany(a, 'tijdens', 10);
      ledger.edit(a, 'a-0', { title: 'tijdens de storing' });
      ledger.delete(b, 'a-1');
      // The engine sees a server error (retried later), never "signed out" and never a hang.
      await expect(a.engine.sync()).rejects.toMatchObject({ kind: 'server', status: 500 });
      await expect(b.engine.sync()).rejects.toBeInstanceOf(SyncTransportError);
      const push = await a.net.fetch(`${launcher.url}/api/sync/push`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ changes: [] }),
      });
      expect(push.status).toBeGreaterThanOrEqual(500);
      expect(await push.json()).toMatchObject({ error: 'internal' });
    } finally {
      await restoreDatabase(database.name);
    }

    expect(await health()).toMatchObject({ database: { connected: true } });
    await syncUntilQuiet([a, b], clock);
    const stored = await serverState(launcher.url, user.cookie);
    expect(convergenceProblems(ledger, [a, b], stored)).toEqual([]);
  });
});
