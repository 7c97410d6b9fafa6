// The key bundle routes and encrypted-only pushes on PGlite and PostgreSQL: compare-and-swap, bad input, authorization, no plaintext stored.
import { sampleRecord } from '@groeipad/domain/testing';
import {
  ARGON2_FLOOR,
  DEFAULT_ARGON2_COST,
  changePassphrase,
  createKeyBundle,
  encryptRecord,
  type KeyBundle,
  type PushChange,
} from '@groeipad/sync';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTimeout, testBackends, type TestDatabase } from '../testing/auth-harness';
import { E2EE_BODY_LIMIT } from './e2ee';
import {
  getE2ee,
  openE2eeTestApp,
  passwordOf,
  pushAs,
  putE2ee,
  testCost,
  withPassword,
  type E2eeTestApp,
} from '../testing/e2ee-app';
import { newUser, task } from '../testing/sync-app';

const MARKER = 'PLAINTEXT-MARKER-7f3a';

let mutationCount = 0;
function create(table: string, data: Record<string, unknown>): PushChange {
  mutationCount += 1;
  const id = String(data.id);
  return {
    table,
    id,
    mutationId: `e2ee-${mutationCount}`,
    op: 'create',
    baseVersion: null,
    changed: [],
    data,
  };
}

function mood(id: string, userId: string, fields: Record<string, unknown> = {}) {
  return { ...sampleRecord('mood_tracking'), id, user_id: userId, created_by: userId, ...fields };
}

describe.each(testBackends())('account key bundle routes on %s', (_name, open) => {
  let database: TestDatabase;
  let harness: E2eeTestApp;
  let bundle: KeyBundle;
  let otherBundle: KeyBundle;

  beforeAll(async () => {
    database = await open();
    harness = await openE2eeTestApp(database.database);
    const created = await createKeyBundle('correct horse battery', { cost: testCost });
    bundle = created.bundle;
    otherBundle = await changePassphrase(bundle, created.dataKey, 'another long passphrase', {
      cost: testCost,
    });
  }, setupTimeout);

  afterAll(async () => {
    await harness.close();
    await database.close();
  });

  it('answers 401 without a session, for reading and writing', async () => {
    const read = await getE2ee(harness.app, undefined);
    expect(read.statusCode).toBe(401);
    expect(read.json()).toMatchObject({ error: 'unauthorized' });
    const write = await putE2ee(
      harness.app,
      undefined,
      withPassword('nobody', { bundle, expectedRevision: null }),
    );
    expect(write.statusCode).toBe(401);
  });

  it('creates a bundle once, then changes it only from the revision last read', async () => {
    const user = newUser('cas');
    expect((await getE2ee(harness.app, user)).json()).toEqual({ enabled: false });

    const created = await putE2ee(
      harness.app,
      user,
      withPassword(user, { bundle, expectedRevision: null }),
    );
    expect(created.statusCode).toBe(200);
    expect(created.headers['cache-control']).toBe('no-store');
    expect(created.json()).toEqual({ enabled: true, bundle, revision: 1 });
    expect((await getE2ee(harness.app, user)).json()).toEqual({
      enabled: true,
      bundle,
      revision: 1,
    });

    // A second device that also thought there was none loses.
    const again = await putE2ee(
      harness.app,
      user,
      withPassword(user, { bundle: otherBundle, expectedRevision: null }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'revision_conflict' });

    const changed = await putE2ee(
      harness.app,
      user,
      withPassword(user, { bundle: otherBundle, expectedRevision: 1 }),
    );
    expect(changed.json()).toEqual({ enabled: true, bundle: otherBundle, revision: 2 });
    // The other device's change from revision 1 comes too late.
    const stale = await putE2ee(
      harness.app,
      user,
      withPassword(user, { bundle, expectedRevision: 1 }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'revision_conflict' });
    const future = await putE2ee(
      harness.app,
      user,
      withPassword(user, { bundle, expectedRevision: 7 }),
    );
    expect(future.statusCode).toBe(409);
    expect((await getE2ee(harness.app, user)).json()).toEqual({
      enabled: true,
      bundle: otherBundle,
      revision: 2,
    });
  });

  it('lets exactly one of two simultaneous changes from the same revision win', async () => {
    const user = newUser('race');
    await putE2ee(harness.app, user, withPassword(user, { bundle, expectedRevision: null }));
    const answers = await Promise.all([
      putE2ee(harness.app, user, withPassword(user, { bundle: otherBundle, expectedRevision: 1 })),
      putE2ee(harness.app, user, withPassword(user, { bundle, expectedRevision: 1 })),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await getE2ee(harness.app, user)).json()).toMatchObject({ revision: 2 });
  });

  it('refuses bad input with a 400 naming the problem, and stores nothing', async () => {
    const user = newUser('input');
    const { wrappedByPassphrase } = bundle;
    const cases: [unknown, string][] = [
      [[], 'body'],
      [{ expectedRevision: null }, 'bundle'],
      [{ bundle, expectedRevision: null, owner: 'someone' }, 'owner'],
      [{ bundle }, 'expectedRevision'],
      [{ bundle, expectedRevision: 0 }, 'expectedRevision'],
      [{ bundle, expectedRevision: 1.5 }, 'expectedRevision'],
      [{ bundle, expectedRevision: '1' }, 'expectedRevision'],
      [{ bundle: 'not a bundle', expectedRevision: null }, 'bundle'],
      [{ bundle: { ...bundle, version: 2 }, expectedRevision: null }, 'bundle.version'],
      [{ bundle: { ...bundle, extra: 1 }, expectedRevision: null }, 'bundle'],
      [
        { bundle: { ...bundle, wrappedByPassphrase: { ...wrappedByPassphrase, iv: 'AAAA' } } },
        'expectedRevision',
      ],
      [
        {
          bundle: { ...bundle, wrappedByPassphrase: { ...wrappedByPassphrase, iv: 'AAAA' } },
          expectedRevision: null,
        },
        'bundle.wrappedByPassphrase.iv',
      ],
      [
        { bundle: { ...bundle, kdf: { ...bundle.kdf, m: 1 << 30 } }, expectedRevision: null },
        'bundle.kdf.m',
      ],
    ];
    for (const [payload, path] of cases) {
      const isObject = payload !== null && typeof payload === 'object' && !Array.isArray(payload);
      const res = await putE2ee(
        harness.app,
        user,
        isObject ? withPassword(user, payload) : payload,
      );
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json<{ error: string; message: string }>();
      expect(body.error).toBe('invalid_request');
      expect(body.message.startsWith(`${path}:`), body.message).toBe(true);
    }
    const passwords: unknown[] = [undefined, '', 42, null, 'x'.repeat(129)];
    for (const currentPassword of passwords) {
      const res = await putE2ee(harness.app, user, {
        bundle,
        expectedRevision: null,
        currentPassword,
      });
      expect(res.statusCode, String(currentPassword)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/^currentPassword:/);
    }
    const malformed = await putE2ee(harness.app, user, '{"bundle":');
    expect(malformed.statusCode).toBe(400);
    const huge = await putE2ee(harness.app, user, {
      ...withPassword(user, {}),
      bundle,
      expectedRevision: null,
      padding: 'x'.repeat(E2EE_BODY_LIMIT),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: 'too_large' });
    expect((await getE2ee(harness.app, user)).json()).toEqual({ enabled: false });
  });

  it('refuses an Argon2 cost below the floor with 400 weak_key_derivation, before checking the password', async () => {
    const user = newUser('weak');
    const weak: [Partial<KeyBundle['kdf']>, string][] = [
      [{ m: 8, t: 1 }, passwordOf(user)],
      [{ m: 256, t: 1 }, passwordOf(user)],
      [{ m: ARGON2_FLOOR.m - 1, t: 16 }, passwordOf(user)],
      [{ m: 1024 * 1024, t: ARGON2_FLOOR.t - 1 }, passwordOf(user)],
      // Not 403: a weak bundle is refused before any password hash is checked.
      [{ m: 8, t: 1 }, 'geraden wachtwoord'],
    ];
    for (const [cost, currentPassword] of weak) {
      const res = await putE2ee(harness.app, user, {
        bundle: { ...bundle, kdf: { ...bundle.kdf, ...cost } },
        expectedRevision: null,
        currentPassword,
      });
      expect(res.statusCode, JSON.stringify(cost)).toBe(400);
      expect(res.json()).toEqual({
        error: 'weak_key_derivation',
        message: expect.stringContaining('19456 KiB memory and 2 passes') as string,
      });
    }
    expect((await getE2ee(harness.app, user)).json()).toEqual({ enabled: false });
    // Exactly at the floor (as the test bundles are made) is fine, and so is the app's own cost.
    expect(bundle.kdf).toMatchObject(ARGON2_FLOOR);
    const atFloor = await putE2ee(
      harness.app,
      user,
      withPassword(user, { bundle, expectedRevision: null }),
    );
    expect(atFloor.statusCode).toBe(200);
    const appCost = { ...bundle, kdf: { ...bundle.kdf, ...DEFAULT_ARGON2_COST } };
    const stronger = await putE2ee(
      harness.app,
      user,
      withPassword(user, { bundle: appCost, expectedRevision: 1 }),
    );
    expect(stronger.statusCode).toBe(200);
  });

  it('changes the bundle only with the account’s current password', async () => {
    const user = newUser('password');
    const wrong = await putE2ee(harness.app, user, {
      bundle,
      expectedRevision: null,
      currentPassword: 'geraden wachtwoord',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ error: 'wrong_password' });
    expect((await getE2ee(harness.app, user)).json()).toEqual({ enabled: false });

    await putE2ee(harness.app, user, withPassword(user, { bundle, expectedRevision: null }));
    // Replacing the bundle, as a stolen session would to lock the owner out, needs it too.
    const other = newUser('thief');
    for (const currentPassword of ['', passwordOf(other)]) {
      const res = await putE2ee(harness.app, user, {
        bundle: otherBundle,
        expectedRevision: 1,
        currentPassword,
      });
      expect(res.statusCode).toBe(currentPassword === '' ? 400 : 403);
    }
    expect((await getE2ee(harness.app, user)).json()).toEqual({
      enabled: true,
      bundle,
      revision: 1,
    });
    expect(harness.logs.join('\n')).not.toContain(passwordOf(user));
    expect(harness.logs.join('\n')).not.toContain(passwordOf(other));
  });

  it('never shows or changes one user’s bundle for another', async () => {
    const a = newUser('a');
    const b = newUser('b');
    await putE2ee(harness.app, a, withPassword(a, { bundle, expectedRevision: null }));
    expect((await getE2ee(harness.app, b)).json()).toEqual({ enabled: false });
    // B naming A's revision changes nothing of A's: B has no bundle to swap.
    const swap = await putE2ee(
      harness.app,
      b,
      withPassword(b, { bundle: otherBundle, expectedRevision: 1 }),
    );
    expect(swap.statusCode).toBe(409);
    const own = await putE2ee(
      harness.app,
      b,
      withPassword(b, { bundle: otherBundle, expectedRevision: null }),
    );
    expect(own.json()).toEqual({ enabled: true, bundle: otherBundle, revision: 1 });
    expect((await getE2ee(harness.app, a)).json()).toEqual({ enabled: true, bundle, revision: 1 });
    expect((await getE2ee(harness.app, b)).json()).toMatchObject({ bundle: otherBundle });
    // A's pushes stay ciphertext-only, B's own flag is B's alone.
    await harness.keys.remove(b);
    const plain = await pushAs(harness.app, b, [create('mood_tracking', mood('b-mood', b))]);
    expect(plain.results[0]?.status).toBe('accepted');
    const refused = await pushAs(harness.app, a, [create('mood_tracking', mood('a-mood', a))]);
    expect(refused.results[0]).toMatchObject({ status: 'rejected', reason: 'invalid_record' });
  });

  it('refuses plaintext of encrypted tables once the account has a bundle, and stores only ciphertext', async () => {
    const user = newUser('sealed');
    const { bundle: own, dataKey } = await createKeyBundle('correct horse battery', {
      cost: testCost,
    });
    const before = await pushAs(harness.app, user, [
      create('mood_tracking', mood('early', user, { mood_description: 'voor de sleutel' })),
    ]);
    expect(before.results[0]?.status).toBe('accepted');
    await putE2ee(harness.app, user, withPassword(user, { bundle: own, expectedRevision: null }));

    const secret = mood('m1', user, { mood_description: MARKER, context: `${MARKER} thuis` });
    const sealed = await encryptRecord(dataKey, 'mood_tracking', secret);
    const journal = {
      ...sampleRecord('journal_entries'),
      id: 'j1',
      user_id: user,
      content: `${MARKER} vandaag`,
    };
    const sealedJournal = await encryptRecord(dataKey, 'journal_entries', journal);
    const { results } = await pushAs(harness.app, user, [
      create('mood_tracking', { ...secret, id: 'm2' }),
      create('mood_tracking', sealed),
      create('journal_entries', sealedJournal),
      // A plaintext field beside the ciphertext is refused too, not stored.
      create('mood_tracking', {
        ...(await encryptRecord(dataKey, 'mood_tracking', { ...secret, id: 'm3' })),
        mood_description: MARKER,
      }),
      create('tasks', task('t1', user, { title: 'leesbaar blijft leesbaar' })),
    ]);
    expect(results.map((r) => (r.status === 'rejected' ? r.reason : r.status))).toEqual([
      'invalid_record',
      'accepted',
      'accepted',
      'invalid_record',
      'accepted',
    ]);

    // Read the table itself, not through the store: what a database dump would show.
    const rows = await database.database.db
      .selectFrom('records')
      .select(['table_name', 'id', sql<string>`data::text`.as('text')])
      .where('owner_id', '=', user)
      .orderBy('table_name')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.table_name, row.id])).toEqual([
      ['journal_entries', 'j1'],
      ['mood_tracking', 'early'],
      ['mood_tracking', 'm1'],
      ['tasks', 't1'],
    ]);
    for (const row of rows.filter((r) => r.table_name !== 'tasks' && r.id !== 'early')) {
      expect(row.text).not.toContain(MARKER);
      expect(Object.keys(JSON.parse(row.text) as object).sort()).toEqual(['e2e', 'id', 'user_id']);
    }
    const leaks = await sql<{ n: number }>`
      select count(*)::int as n from records where owner_id = ${user} and data::text like ${`%${MARKER}%`}
    `.execute(database.database.db);
    expect(leaks.rows[0]?.n).toBe(0);
    expect(harness.logs.join('\n')).not.toContain(MARKER);
    expect(harness.logs.join('\n')).not.toContain(own.kdf.salt);
  });
});
