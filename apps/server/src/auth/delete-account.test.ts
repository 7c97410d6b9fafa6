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
    const { db } = harness;
    const count = async (table: 'auth_session' | 'auth_account', column: 'user_id') =>
      (await db.selectFrom(table).select(column).where(column, '=', userId).execute()).length;
    return {
      users: (await db.selectFrom('auth_user').select('id').where('id', '=', userId).execute())
        .length,
      sessions: await count('auth_session', 'user_id'),
      accounts: await count('auth_account', 'user_id'),
      verifications: (
        await db.selectFrom('auth_verification').select('id').where('value', '=', userId).execute()
      ).length,
    };
  }

  it('deletes the account after the server data: nothing of the user is left', async () => {
    const email = uniqueEmail();
    const client = harness.client(uniqueIp());
    const userId = (await client.signUp(email, password)).json<{ user: { id: string } }>().user.id;
    const otherDevice = harness.client(uniqueIp());
    await otherDevice.signIn(email, password);
    // An open reset token names the user too.
    await harness.client(uniqueIp()).post('/api/auth/request-password-reset', { email });
    expect(await rowsOf(userId)).toEqual({ users: 1, sessions: 2, accounts: 1, verifications: 1 });

    const res = await client.post('/api/auth/delete-user', { password });
    expect(res.statusCode).toBe(200);
    expect(harness.deletedOwners).toContain(userId);
    expect(await rowsOf(userId)).toEqual({ users: 0, sessions: 0, accounts: 0, verifications: 0 });
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

  it('keeps the account when deleting the server data fails, so the user can retry', async () => {
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
    expect((await rowsOf(userId)).users).toBe(1);
    expect((await client.get('/api/account/me')).statusCode).toBe(200);
    expect((await client.post('/api/auth/delete-user', { password })).statusCode).toBe(200);
    expect(harness.deletedOwners).toContain(userId);
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
