import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  setupTimeout,
  startAuthHarness,
  testBackends,
  uniqueEmail,
  uniqueIp,
  type AuthHarness,
  type TestDatabase,
} from '../testing/auth-harness';
import { leftoversOf } from '../testing/account-leftovers';

const password = 'correct horse battery';

describe.each(testBackends())('delete account on %s', (_name, open) => {
  let database: TestDatabase;
  let harness: AuthHarness;

  beforeAll(async () => {
    database = await open();
    harness = await startAuthHarness(database.database.db);
  }, setupTimeout);

  afterAll(async () => {
    await harness.close();
    await database.close();
  });

  async function rowsOf(userId: string) {
    const { users, sessions, accounts, verifications, deletions } = await leftoversOf(
      harness.db,
      userId,
    );
    return { users, sessions, accounts, verifications, deleting: deletions };
  }

  it('deletes the account after the server data: nothing of the user is left', async () => {
    const email = uniqueEmail();
    const client = harness.client(uniqueIp());
    const userId = (await client.signUp(email, password)).json<{ user: { id: string } }>().user.id;
    const otherDevice = harness.client(uniqueIp());
    await otherDevice.signIn(email, password);
    // An open reset token names the user too.
    await harness.client(uniqueIp()).post('/api/auth/request-password-reset', { email });
    expect(await rowsOf(userId)).toEqual({
      users: 1,
      sessions: 2,
      accounts: 1,
      verifications: 1,
      deleting: 0,
    });

    const res = await client.post('/api/auth/delete-user', { password });
    expect(res.statusCode).toBe(200);
    expect(harness.deletedOwners.filter((id) => id === userId)).toHaveLength(2);
    expect(await rowsOf(userId)).toEqual({
      users: 0,
      sessions: 0,
      accounts: 0,
      verifications: 0,
      deleting: 0,
    });
    // The password attempts of the account (sign-in, deletion) are forgotten with it.
    expect((await leftoversOf(harness.db, userId)).counters).toBe(0);
    expect(client.cookie).toBeUndefined();
    expect((await otherDevice.get('/api/account/me')).statusCode).toBe(401);
    expect((await harness.client(uniqueIp()).signIn(email, password)).statusCode).toBe(401);
  });

  it('asks for the right password first', async () => {
    const client = harness.client(uniqueIp());
    const userId = (await client.signUp(uniqueEmail(), password)).json<{ user: { id: string } }>()
      .user.id;
    expect((await client.post('/api/auth/delete-user', {})).statusCode).toBe(400);
    expect((await client.post('/api/auth/delete-user', { password: 'wrong one' })).statusCode).toBe(
      400,
    );
    expect(harness.deletedOwners).not.toContain(userId);
    expect((await rowsOf(userId)).users).toBe(1);
    expect((await client.get('/api/account/me')).statusCode).toBe(200);
  });

  it('keeps the account when deleting the server data fails: signed out, the user signs in and retries', async () => {
    const email = uniqueEmail();
    const client = harness.client(uniqueIp());
    const userId = (await client.signUp(email, password)).json<{ user: { id: string } }>().user.id;
    harness.failDeleteWith(new Error('sync store unavailable'));
    try {
      const res = await client.post('/api/auth/delete-user', { password });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ error: 'internal' });
    } finally {
      harness.failDeleteWith(undefined);
    }
    // Sessions were revoked before the data went; the mark that refuses sync is lifted again.
    expect(await rowsOf(userId)).toMatchObject({ users: 1, sessions: 0, accounts: 1, deleting: 0 });
    expect((await client.get('/api/account/me')).statusCode).toBe(401);
    expect((await client.signIn(email, password)).statusCode).toBe(200);
    expect((await client.post('/api/auth/delete-user', { password })).statusCode).toBe(200);
    expect(harness.deletedOwners).toContain(userId);
    expect(await rowsOf(userId)).toMatchObject({ users: 0, sessions: 0, accounts: 0 });
  });

  it('revokes the sessions and marks the account before its data goes', async () => {
    const email = uniqueEmail();
    const client = harness.client(uniqueIp());
    const userId = (await client.signUp(email, password)).json<{ user: { id: string } }>().user.id;
    const otherDevice = harness.client(uniqueIp());
    await otherDevice.signIn(email, password);
    const seen: unknown[] = [];
    harness.onDelete(async (id) => seen.push({ id, ...(await rowsOf(id)) }));
    try {
      expect((await client.post('/api/auth/delete-user', { password })).statusCode).toBe(200);
    } finally {
      harness.onDelete(undefined);
    }
    // First sweep: sessions gone, writes refused, the user row still there; second: the row gone too.
    expect(seen).toEqual([
      { id: userId, users: 1, sessions: 0, accounts: 1, verifications: 0, deleting: 1 },
      { id: userId, users: 0, sessions: 0, accounts: 0, verifications: 0, deleting: 1 },
    ]);
    expect(await rowsOf(userId)).toMatchObject({ deleting: 0 });
  });

  it('is ready on the migrated database and refuses one without its tables', async () => {
    await expect(harness.service.ready()).resolves.toBeUndefined();
    // A schema without the auth tables stands for a database that missed migration 0003.
    const schema = `no_auth_${process.pid}`;
    await sql`create schema if not exists ${sql.id(schema)}`.execute(harness.db);
    try {
      const bare = await startAuthHarness(harness.db.withSchema(schema));
      try {
        await expect(bare.service.ready()).rejects.toThrow(/auth_user/);
      } finally {
        await bare.close();
      }
    } finally {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(harness.db);
    }
  });
});
