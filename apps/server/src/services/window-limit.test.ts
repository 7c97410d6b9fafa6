// Window limits counted in the database, on PGlite and PostgreSQL: exact under parallel takes, shared by two server processes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type ServerDatabase } from '../db/open-database';
import { pruneUsageCounters } from '../db/usage-counters';
import { migrateToLatest } from '../db/migrate';
import { setupTimeout, testBackends, type TestDatabase } from '../testing/auth-harness';
import { createTestPostgresDatabase, postgresSkipReason } from '../testing/postgres-database';
import { createWindowLimit } from './window-limit';

const MINUTE = 60_000;
let subjects = 0;
function newSubject(): string {
  subjects += 1;
  return `user-${process.pid}-${subjects}`;
}

describe.each(testBackends())('window limits on %s', (_name, open) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await open();
  }, setupTimeout);

  afterAll(async () => {
    await database.close();
  });

  it('allows max per window, refuses the next until the window ends, then starts again', async () => {
    let time = 10 * MINUTE + 15_000;
    const limit = createWindowLimit(database.database.db, {
      name: 'test-requests',
      max: 3,
      windowMs: MINUTE,
      now: () => time,
    });
    const user = newSubject();
    const verdicts = [];
    for (let i = 0; i < 4; i += 1) verdicts.push(await limit.take(user));
    expect(verdicts).toEqual([
      { ok: true, remaining: 2 },
      { ok: true, remaining: 1 },
      { ok: true, remaining: 0 },
      { ok: false, retryAfterMs: 45_000 },
    ]);
    // Another subject has its own count.
    expect(await limit.take(newSubject())).toEqual({ ok: true, remaining: 2 });
    time = 11 * MINUTE;
    expect(await limit.take(user)).toEqual({ ok: true, remaining: 2 });
  });

  it('counts amounts, and check does not count', async () => {
    const limit = createWindowLimit(database.database.db, {
      name: 'test-bytes',
      max: 1000,
      windowMs: MINUTE,
      now: () => 0,
    });
    const user = newSubject();
    expect(await limit.take(user, 600)).toEqual({ ok: true, remaining: 400 });
    expect(await limit.check(user, 500)).toEqual({ ok: false, retryAfterMs: MINUTE });
    expect(await limit.check(user, 400)).toEqual({ ok: true, remaining: 0 });
    expect(await limit.take(user, 400)).toEqual({ ok: true, remaining: 0 });
    expect((await limit.take(user, 1)).ok).toBe(false);
  });

  it('loses no count when many takes run at once', async () => {
    const limit = createWindowLimit(database.database.db, {
      name: 'test-parallel',
      max: 10,
      windowMs: MINUTE,
      now: () => 5,
    });
    const user = newSubject();
    const verdicts = await Promise.all(Array.from({ length: 40 }, () => limit.take(user)));
    expect(verdicts.filter((verdict) => verdict.ok)).toHaveLength(10);
    expect(await limit.check(user, 0)).toEqual({ ok: false, retryAfterMs: MINUTE - 5 });
    expect((await limit.take(user)).ok).toBe(false);
  });

  it('forgets a cleared subject and prunes windows that ended', async () => {
    let time = 0;
    const limit = createWindowLimit(database.database.db, {
      name: 'test-clear',
      max: 1,
      windowMs: MINUTE,
      now: () => time,
    });
    const cleared = newSubject();
    const kept = newSubject();
    await limit.take(cleared);
    await limit.take(kept);
    await limit.clear(cleared);
    expect(await limit.take(cleared)).toEqual({ ok: true, remaining: 0 });
    time = 2 * MINUTE;
    expect(await pruneUsageCounters(database.database.db, time)).toBeGreaterThanOrEqual(2);
    time = 0;
    // The ended window is gone: counting in it again starts from nothing.
    expect(await limit.take(kept)).toEqual({ ok: true, remaining: 0 });
  });
});

describe.skipIf(postgresSkipReason() !== undefined)('window limits across server processes', () => {
  let created: Awaited<ReturnType<typeof createTestPostgresDatabase>>;
  let nodes: ServerDatabase[] = [];

  beforeAll(async () => {
    created = await createTestPostgresDatabase();
    // Two connection pools to one PostgreSQL, as two server nodes behind a load balancer have.
    nodes = [
      await openDatabase({ databaseUrl: created.url, dataDir: '' }),
      await openDatabase({ databaseUrl: created.url, dataDir: '' }),
    ];
    await migrateToLatest(nodes[0]!.db);
  }, setupTimeout);

  afterAll(async () => {
    for (const node of nodes) await node.close();
    await created.drop();
  });

  it('shares one count between two nodes', async () => {
    const [a, b] = nodes.map((node) =>
      createWindowLimit(node.db, { name: 'test-nodes', max: 5, windowMs: MINUTE, now: () => 1 }),
    );
    const user = newSubject();
    const verdicts = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? a! : b!).take(user)),
    );
    expect(verdicts.filter((verdict) => verdict.ok)).toHaveLength(5);
    expect((await a!.take(user)).ok).toBe(false);
    expect((await b!.take(user)).ok).toBe(false);
  });
});
