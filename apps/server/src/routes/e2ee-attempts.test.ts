// Password attempts on the key bundle route, on PGlite and PostgreSQL: every attempt counts per user and per address (decision 035).
import { createKeyBundle, type KeyBundle } from '@groeipad/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_ATTEMPT_LIMITS } from '../services/password-attempts';
import { setupTimeout, testBackends, type TestDatabase } from '../testing/auth-harness';
import {
  getE2ee,
  openE2eeTestApp,
  passwordOf,
  putE2ee,
  testCost,
  withPassword,
  type E2eeTestApp,
} from '../testing/e2ee-app';
import { newUser } from '../testing/sync-app';

const perQuarter = PASSWORD_ATTEMPT_LIMITS.perAccount[0]?.max ?? 0;

describe.each(testBackends())('key bundle password attempts on %s', (_name, open) => {
  let database: TestDatabase;
  let harness: E2eeTestApp;
  let bundle: KeyBundle;

  beforeAll(async () => {
    database = await open();
    harness = await openE2eeTestApp(database.database);
    bundle = (await createKeyBundle('correct horse battery', { cost: testCost })).bundle;
  }, setupTimeout);

  afterAll(async () => {
    await harness.close();
    await database.close();
  });

  it('counts every password attempt of a user from any address, the right ones too', async () => {
    const user = newUser('guess');
    const guess = (currentPassword: string, attempt: number) =>
      putE2ee(
        harness.app,
        user,
        { bundle, expectedRevision: null, currentPassword },
        `10.16.1.${attempt}`,
      );
    const statuses = [];
    // The first right one stores the bundle; later right ones meet it (409) and still count.
    for (let i = 0; i < perQuarter; i += 1) {
      statuses.push((await guess(i % 3 === 0 ? `gok ${i}` : passwordOf(user), i)).statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([403, 200, 409]);
    const blocked = await guess(passwordOf(user), perQuarter);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: 'too_many_password_attempts' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not slowed down by this one's attempts.
    const other = newUser('guess-other');
    const own = await putE2ee(
      harness.app,
      other,
      withPassword(other, { bundle, expectedRevision: null }),
      '10.16.2.1',
    );
    expect(own.statusCode).toBe(200);
    expect((await getE2ee(harness.app, user)).json()).toMatchObject({ revision: 1 });
  });

  it('limits password attempts per client address across users', async () => {
    const address = '10.16.3.1';
    const { max } = PASSWORD_ATTEMPT_LIMITS.perAddress;
    const users = Array.from({ length: Math.ceil(max / 2) + 1 }, () => newUser('address'));
    const statuses: number[] = [];
    for (const user of users) {
      for (let i = 0; i < 2; i += 1) {
        const body = { bundle, expectedRevision: null, currentPassword: `gok ${i}` };
        statuses.push((await putE2ee(harness.app, user, body, address)).statusCode);
      }
    }
    expect(statuses.slice(0, max).every((status) => status === 403)).toBe(true);
    expect(statuses.slice(max).every((status) => status === 429)).toBe(true);
    const refused = await putE2ee(
      harness.app,
      newUser('address'),
      withPassword('x', { bundle, expectedRevision: null }),
      address,
    );
    expect(refused.json()).toMatchObject({ error: 'rate_limited' });
    // The same user from another address is only refused by its own count, not this one.
    const elsewhere = await putE2ee(
      harness.app,
      users[0] ?? '',
      withPassword(users[0] ?? '', { bundle, expectedRevision: null }),
      '10.16.3.2',
    );
    expect(elsewhere.statusCode).toBe(200);
  });
});
