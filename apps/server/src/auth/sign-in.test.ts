import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  setCookies,
  setupTimeout,
  startAuthHarness,
  testBackends,
  uniqueEmail,
  uniqueIp,
  type AuthHarness,
  type TestDatabase,
} from '../testing/auth-harness';

const password = 'correct horse battery';

describe.each(testBackends())('sign up, sign in and sign out on %s', (_name, open) => {
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

  it('signs up with a session cookie that is HttpOnly, Secure and SameSite=Lax', async () => {
    const client = harness.client(uniqueIp());
    const email = uniqueEmail();
    const res = await client.signUp(email, password, 'Anna');
    expect(res.statusCode).toBe(200);
    expect(harness.service.cookieName).toBe('__Secure-groeipad.session_token');
    const line = setCookies(res).find((l) => l.startsWith(`${harness.service.cookieName}=`));
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; Secure/i);
    expect(line).toMatch(/; SameSite=Lax/i);
    expect(line).toMatch(/; Path=\//i);

    const me = await client.get('/api/account/me');
    expect(me.statusCode).toBe(200);
    const body = me.json<{ id: string; email: string; name: string; createdAt: string }>();
    expect(body).toMatchObject({ email, name: 'Anna' });
    expect(Object.keys(body).sort()).toEqual(['createdAt', 'email', 'id', 'name']);
    const session = await client.get('/api/auth/get-session');
    expect(session.json()).toMatchObject({ user: { id: body.id, email } });
  });

  it('stores a scrypt hash, never the password itself', async () => {
    const client = harness.client(uniqueIp());
    const email = uniqueEmail();
    await client.signUp(email, password);
    const row = await harness.db
      .selectFrom('auth_account')
      .innerJoin('auth_user', 'auth_user.id', 'auth_account.user_id')
      .select(['auth_account.password', 'auth_account.provider_id'])
      .where('auth_user.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.provider_id).toBe('credential');
    // 16 bytes of salt and a 64-byte scrypt key, both hex.
    expect(row.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(row.password).not.toContain(password);
  });

  it('refuses a second sign-up with the same address', async () => {
    const email = uniqueEmail();
    await harness.client(uniqueIp()).signUp(email, password);
    const other = harness.client(uniqueIp());
    const res = await other.signUp(email, 'another password');
    expect(res.statusCode).toBe(422);
    expect(other.sessionCookieOf(res)).toBeUndefined();
  });

  it('rejects a wrong password or unknown address without a cookie, accepts the right one', async () => {
    const email = uniqueEmail();
    await harness.client(uniqueIp()).signUp(email, password);
    const client = harness.client(uniqueIp());

    const wrong = await client.signIn(email, 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(client.sessionCookieOf(wrong)).toBeUndefined();
    const unknown = await client.signIn(uniqueEmail(), password);
    expect(unknown.statusCode).toBe(401);
    expect((await client.get('/api/account/me')).statusCode).toBe(401);

    const right = await client.signIn(email, password);
    expect(right.statusCode).toBe(200);
    expect(client.cookie).toBeDefined();
    expect((await client.get('/api/account/me')).json()).toMatchObject({ email });
  });

  it('signs out: the cookie is cleared and the old one no longer works', async () => {
    const client = harness.client(uniqueIp());
    await client.signUp(uniqueEmail(), password);
    const oldCookie = client.cookie;
    const out = await client.post('/api/auth/sign-out');
    expect(out.statusCode).toBe(200);
    expect(client.cookie).toBeUndefined();

    client.cookie = oldCookie;
    expect((await client.get('/api/account/me')).statusCode).toBe(401);
    expect((await client.get('/api/auth/get-session')).json()).toBeNull();
  });

  it('refuses a cookie-carrying POST from another origin or without one (CSRF)', async () => {
    const client = harness.client(uniqueIp());
    await client.signUp(uniqueEmail(), password);
    for (const origin of ['https://evil.example', undefined]) {
      const res = await harness.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        remoteAddress: client.ip,
        headers: {
          cookie: client.cookie,
          'content-type': 'application/json',
          ...(origin ? { origin } : {}),
        },
        payload: '{}',
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await client.get('/api/account/me')).statusCode).toBe(200);
  });

  it('tells other routes who is calling through the SessionReader', async () => {
    const client = harness.client(uniqueIp());
    const me = (await client.signUp(uniqueEmail(), password)).json<{ user: { id: string } }>();
    const seen = (await client.get('/test/session')).json<{ session: unknown }>();
    expect(seen.session).toEqual({ userId: me.user.id, sessionId: expect.any(String) as string });

    client.cookie = undefined;
    expect((await client.get('/test/session')).json()).toEqual({ session: null });
    client.cookie = `${harness.service.cookieName}=forged.token`;
    expect((await client.get('/test/session')).json()).toEqual({ session: null });
  });

  it('rate limits sign-in attempts per client address', async () => {
    const email = uniqueEmail();
    await harness.client(uniqueIp()).signUp(email, password);
    const attacker = harness.client(uniqueIp());
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await attacker.signIn(email, `guess ${attempt}`)).statusCode).toBe(401);
    }
    const blocked = await attacker.signIn(email, password);
    expect(blocked.statusCode).toBe(429);
    expect(attacker.sessionCookieOf(blocked)).toBeUndefined();
    // A client-sent header cannot move the attacker into another bucket.
    const spoofed = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: attacker.ip,
      headers: {
        origin: harness.service.publicUrl,
        'content-type': 'application/json',
        'x-forwarded-for': '192.0.2.1',
        'x-groeipad-client-ip': '192.0.2.1',
      },
      payload: JSON.stringify({ email, password }),
    });
    expect(spoofed.statusCode).toBe(429);
    // Someone else is not affected.
    expect((await harness.client(uniqueIp()).signIn(email, password)).statusCode).toBe(200);
  });

  it('answers an oversized body with 413 and an unknown caller of /api/account/me with 401', async () => {
    const client = harness.client(uniqueIp());
    const big = await client.post('/api/auth/sign-in/email', { email: 'x'.repeat(20_000) });
    expect(big.statusCode).toBe(413);
    const me = await client.get('/api/account/me');
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ error: 'unauthorized', message: 'not signed in' });
  });
});
