import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  setCookies,
  setupTimeout,
  startAuthHarness,
  testAuthConfig,
  testBackends,
  uniqueEmail,
  uniqueIp,
  type AuthHarness,
  type TestDatabase,
} from '../testing/auth-harness';

const password = 'correct horse battery';

type ListedSession = { id: string; token: string; ipAddress: string | null };

describe.each(testBackends())('sessions and password reset on %s', (_name, open) => {
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

  it('lists one session per sign-in and revokes one: that cookie stops working at once', async () => {
    const email = uniqueEmail();
    const phone = harness.client(uniqueIp());
    await phone.signUp(email, password);
    const laptop = harness.client(uniqueIp());
    await laptop.signIn(email, password);

    const listed = (await phone.get('/api/auth/list-sessions')).json<ListedSession[]>();
    expect(listed.map((s) => s.ipAddress).sort()).toEqual([phone.ip, laptop.ip].sort());

    const laptopSession = listed.find((s) => s.ipAddress === laptop.ip);
    const revoked = await phone.post('/api/auth/revoke-session', { token: laptopSession?.token });
    expect(revoked.statusCode).toBe(200);
    expect((await laptop.get('/api/account/me')).statusCode).toBe(401);
    expect((await phone.get('/api/account/me')).statusCode).toBe(200);
    expect((await phone.get('/api/auth/list-sessions')).json<ListedSession[]>()).toHaveLength(1);
  });

  it('revokes every other session but keeps the current one', async () => {
    const email = uniqueEmail();
    const current = harness.client(uniqueIp());
    await current.signUp(email, password);
    const others = [harness.client(uniqueIp()), harness.client(uniqueIp())];
    for (const other of others) await other.signIn(email, password);

    expect((await current.post('/api/auth/revoke-other-sessions')).statusCode).toBe(200);
    for (const other of others) {
      expect((await other.get('/api/account/me')).statusCode).toBe(401);
    }
    expect((await current.get('/api/account/me')).statusCode).toBe(200);
  });

  it("cannot revoke another user's session", async () => {
    const victim = harness.client(uniqueIp());
    await victim.signUp(uniqueEmail(), password);
    const token = (await victim.get('/api/auth/list-sessions')).json<ListedSession[]>()[0]?.token;
    const other = harness.client(uniqueIp());
    await other.signUp(uniqueEmail(), password);
    await other.post('/api/auth/revoke-session', { token });
    expect((await victim.get('/api/account/me')).statusCode).toBe(200);
  });

  it('resets a password with the token printed to the log; old sessions and password stop working', async () => {
    const email = uniqueEmail();
    const device = harness.client(uniqueIp());
    await device.signUp(email, password);
    const forgetful = harness.client(uniqueIp());

    const requested = await forgetful.post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    expect(requested.statusCode).toBe(200);
    const entry = harness.logs.find(
      (e) => (e.data as { email?: string }).email === email && 'token' in e.data,
    );
    const { token, url } = entry?.data as { token: string; url: string };
    expect(url).toBe(
      `${harness.service.publicUrl}/api/auth/reset-password/${token}?callbackURL=%2Freset-password`,
    );
    // The printed link leads to the app's page with the token.
    const opened = await forgetful.get(url.slice(harness.service.publicUrl.length));
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(
      `${harness.service.publicUrl}/reset-password?token=${token}`,
    );

    const newPassword = 'a brand new passphrase';
    const reset = await forgetful.post('/api/auth/reset-password', { token, newPassword });
    expect(reset.statusCode).toBe(200);
    expect((await device.get('/api/account/me')).statusCode).toBe(401);
    expect((await forgetful.signIn(email, password)).statusCode).toBe(401);
    expect((await forgetful.signIn(email, newPassword)).statusCode).toBe(200);
    // A token works once.
    const again = await harness
      .client(uniqueIp())
      .post('/api/auth/reset-password', { token, newPassword: 'yet another passphrase' });
    expect(again.statusCode).toBe(400);
  });

  it('answers a reset request for an unknown address the same way, printing no token', async () => {
    const before = harness.logs.length;
    const res = await harness
      .client(uniqueIp())
      .post('/api/auth/request-password-reset', { email: uniqueEmail() });
    expect(res.statusCode).toBe(200);
    expect(harness.logs.slice(before).some((e) => 'token' in e.data)).toBe(false);
  });

  it('prints no token when AUTH_LOG_RESET_TOKENS is off', async () => {
    const quiet = await startAuthHarness(harness.db, testAuthConfig({ logResetTokens: false }));
    try {
      const email = uniqueEmail();
      await quiet.client(uniqueIp()).signUp(email, password);
      const res = await quiet
        .client(uniqueIp())
        .post('/api/auth/request-password-reset', { email });
      expect(res.statusCode).toBe(200);
      expect(quiet.logs.some((e) => 'token' in e.data || 'url' in e.data)).toBe(false);
      expect(quiet.logs.some((e) => e.message.includes('password reset requested'))).toBe(true);
    } finally {
      await quiet.close();
    }
  });

  it('without COOKIE_SECURE the cookie has no Secure flag and no __Secure- prefix', async () => {
    const plain = await startAuthHarness(harness.db, testAuthConfig({ cookieSecure: false }));
    try {
      const client = plain.client(uniqueIp());
      const res = await client.signUp(uniqueEmail(), password);
      const line = setCookies(res).find((l) => l.startsWith('groeipad.session_token='));
      expect(plain.service.cookieName).toBe('groeipad.session_token');
      expect(line).toMatch(/; HttpOnly/i);
      expect(line).not.toMatch(/; Secure/i);
      expect((await client.get('/api/account/me')).statusCode).toBe(200);
    } finally {
      await plain.close();
    }
  });
});
