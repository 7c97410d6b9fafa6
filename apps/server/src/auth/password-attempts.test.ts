// One password-attempt count per account across sign-in, change-password and delete-user, on PGlite and PostgreSQL; verify-password is off.
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
import { PASSWORD_ATTEMPT_LIMITS } from '../services/password-attempts';

const password = 'correct horse battery';
const perQuarter = PASSWORD_ATTEMPT_LIMITS.perAccount[0]?.max ?? 0;

type Answer = { statusCode: number; headers: Record<string, unknown>; json<T>(): T };

function expectTooMany(answer: Answer): void {
  expect(answer.statusCode).toBe(429);
  expect(answer.json()).toMatchObject({ code: 'TOO_MANY_PASSWORD_ATTEMPTS' });
  const wait = Number(answer.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(15 * 60);
}

describe.each(testBackends())('password attempts through better-auth on %s', (_name, open) => {
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

  it('counts every sign-in of an account from any address, the right ones too', async () => {
    const email = uniqueEmail();
    const device = harness.client(uniqueIp());
    await device.signUp(email, password);
    for (let i = 0; i < perQuarter; i += 1) {
      const guess = i % 2 === 0 ? password : `gok ${i}`;
      const answer = await harness.client(uniqueIp()).signIn(email, guess);
      expect(answer.statusCode).toBe(i % 2 === 0 ? 200 : 401);
    }
    const blocked = harness.client(uniqueIp());
    const answer = await blocked.signIn(email, password);
    expectTooMany(answer);
    expect(blocked.sessionCookieOf(answer)).toBeUndefined();
    // A device that is signed in keeps working; only checking the password waits.
    expect((await device.get('/api/account/me')).statusCode).toBe(200);
  });

  it('answers an address nobody has exactly like one that exists', async () => {
    const known = uniqueEmail();
    await harness.client(uniqueIp()).signUp(known, password);
    const statuses = async (email: string) => {
      const seen: [number, unknown][] = [];
      for (let i = 0; i <= perQuarter; i += 1) {
        const answer = await harness.client(uniqueIp()).signIn(email, `gok ${i}`);
        seen.push([answer.statusCode, answer.json<{ code?: unknown }>().code]);
      }
      return seen;
    };
    const forKnown = await statuses(known);
    expect(forKnown.at(-1)).toEqual([429, 'TOO_MANY_PASSWORD_ATTEMPTS']);
    expect(await statuses(uniqueEmail())).toEqual(forKnown);
  });

  it('shares one count between sign-in, change-password and delete-user', async () => {
    const email = uniqueEmail();
    const device = harness.client(uniqueIp());
    const userId = (await device.signUp(email, password)).json<{ user: { id: string } }>().user.id;
    const third = Math.floor(perQuarter / 3);
    for (let i = 0; i < third; i += 1) {
      expect((await harness.client(uniqueIp()).signIn(email, `gok ${i}`)).statusCode).toBe(401);
    }
    for (let i = 0; i < third; i += 1) {
      const answer = await device.post('/api/auth/change-password', {
        currentPassword: `gok ${i}`,
        newPassword: 'een nieuw wachtwoord',
      });
      expect(answer.statusCode).toBe(400);
    }
    for (let i = 2 * third; i < perQuarter; i += 1) {
      const answer = await device.post('/api/auth/delete-user', { password: `gok ${i}` });
      expect(answer.statusCode).toBe(400);
    }
    expectTooMany(await device.post('/api/auth/delete-user', { password }));
    expectTooMany(
      await device.post('/api/auth/change-password', {
        currentPassword: password,
        newPassword: 'een nieuw wachtwoord',
      }),
    );
    expectTooMany(await harness.client(uniqueIp()).signIn(email, password));
    expect(harness.deletedOwners).not.toContain(userId);
    expect((await device.get('/api/account/me')).statusCode).toBe(200);
  });

  it('does not count requests without a password, or without a session where one is needed', async () => {
    const email = uniqueEmail();
    const device = harness.client(uniqueIp());
    await device.signUp(email, password);
    for (let i = 0; i < perQuarter + 2; i += 1) {
      // The same session from ever new addresses: better-auth's per-address limit stays out of it.
      const elsewhere = harness.client(uniqueIp());
      elsewhere.cookie = device.cookie;
      expect((await elsewhere.post('/api/auth/delete-user', {})).statusCode).toBe(400);
      const anonymous = harness.client(uniqueIp());
      const answer = await anonymous.post('/api/auth/change-password', {
        currentPassword: password,
        newPassword: 'een nieuw wachtwoord',
      });
      expect(answer.statusCode).toBe(401);
    }
    expect((await harness.client(uniqueIp()).signIn(email, password)).statusCode).toBe(200);
  });

  it('answers verify-password, which the app never calls, with a 404 however the path is spelled', async () => {
    const device = harness.client(uniqueIp());
    await device.signUp(uniqueEmail(), password);
    for (const url of [
      '/api/auth/verify-password',
      '/api/auth/verify-password/',
      '/api/auth/verify-password?x=1',
      '/api/auth//verify-password',
      '/api/auth/VERIFY-PASSWORD',
      '/api/auth/verify%2Dpassword',
    ]) {
      const answer = await device.post(url, { password });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json(), url).toMatchObject({ error: 'not_found' });
    }
  });
});
