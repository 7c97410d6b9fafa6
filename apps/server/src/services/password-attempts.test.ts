// Password attempts counted in the database on PGlite and PostgreSQL: per account whichever way it is named, per address, with back-off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTimeout, testBackends, type TestDatabase } from '../testing/auth-harness';
import { createPasswordAttempts, type PasswordAttemptLimits } from './password-attempts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const limits: PasswordAttemptLimits = {
  perAccount: [
    { max: 3, windowMs: 15 * MINUTE },
    { max: 5, windowMs: DAY },
  ],
  perAddress: { max: 8, windowMs: 15 * MINUTE },
};

let count = 0;
function unique(what: string): string {
  count += 1;
  return `${what}-${process.pid}-${count}`;
}

describe.each(testBackends())('password attempts on %s', (_name, open) => {
  let database: TestDatabase;
  // Early in a day, so the quarter-hour windows below stay inside one day window.
  let time = 100 * DAY + MINUTE;
  const now = () => time;

  beforeAll(async () => {
    database = await open();
  }, setupTimeout);

  afterAll(async () => {
    await database.close();
  });

  async function newUser(): Promise<{ id: string; email: string }> {
    const user = { id: unique('user'), email: `${unique('Anna')}@Example.test` };
    await database.database.db
      .insertInto('auth_user')
      .values({ ...user, email: user.email.toLowerCase(), name: 'Anna', email_verified: false })
      .execute();
    return user;
  }

  it('counts every attempt of an account, by its id or its address, and backs off per window', async () => {
    const attempts = createPasswordAttempts(database.database.db, { limits, now });
    const user = await newUser();
    const verdicts = [
      await attempts.take({ userId: user.id }, unique('ip')),
      // The same account typed at sign-in, in another case, from another address: one count.
      await attempts.take({ email: user.email.toUpperCase() }, unique('ip')),
      await attempts.take({ userId: user.id }, undefined),
      await attempts.take({ email: user.email }, unique('ip')),
    ];
    expect(verdicts).toEqual([
      { ok: true },
      { ok: true },
      { ok: true },
      { ok: false, limit: 'account', retryAfterMs: 14 * MINUTE },
    ]);
    // The next quarter of an hour allows two more, then the day's cap holds until tomorrow.
    time += 15 * MINUTE;
    expect(await attempts.take({ userId: user.id }, undefined)).toEqual({ ok: true });
    expect(await attempts.take({ userId: user.id }, undefined)).toEqual({ ok: true });
    expect(await attempts.take({ userId: user.id }, undefined)).toEqual({
      ok: false,
      limit: 'account',
      retryAfterMs: DAY - 16 * MINUTE,
    });
    time += DAY;
    expect(await attempts.take({ userId: user.id }, undefined)).toEqual({ ok: true });
  });

  it('limits an address nobody has exactly like an account, without storing the address', async () => {
    const attempts = createPasswordAttempts(database.database.db, { limits, now });
    const user = await newUser();
    const nobody = `${unique('niemand')}@example.test`;
    const sequence = async (account: { email: string }) => {
      const answers = [];
      for (let i = 0; i < 5; i += 1) answers.push(await attempts.take(account, unique('ip')));
      return answers;
    };
    expect(await sequence({ email: nobody })).toEqual(await sequence({ email: user.email }));
    const keys = await database.database.db.selectFrom('usage_counters').select('key').execute();
    expect(keys.map((row) => row.key).join('\n')).not.toContain(nobody);
  });

  it('limits one address across accounts, and an address refusal does not count for the account', async () => {
    const attempts = createPasswordAttempts(database.database.db, { limits, now });
    const ip = unique('ip');
    const users = await Promise.all([1, 2, 3, 4].map(() => newUser()));
    const verdicts = [];
    for (const user of users) {
      for (let i = 0; i < 2; i += 1) verdicts.push(await attempts.take({ userId: user.id }, ip));
    }
    expect(verdicts.every((verdict) => verdict.ok)).toBe(true);
    const fifth = await newUser();
    expect(await attempts.take({ userId: fifth.id }, ip)).toMatchObject({
      ok: false,
      limit: 'address',
    });
    // From elsewhere the fifth account still has all three of its attempts.
    for (let i = 0; i < 3; i += 1) {
      expect(await attempts.take({ userId: fifth.id }, unique('ip'))).toEqual({ ok: true });
    }
  });

  it('shares counts between server processes (two instances on one database)', async () => {
    const one = createPasswordAttempts(database.database.db, { limits, now });
    const two = createPasswordAttempts(database.database.db, { limits, now });
    const user = await newUser();
    const verdicts = await Promise.all(
      [one, two, one, two, one, two].map((attempts) =>
        attempts.take({ userId: user.id }, undefined),
      ),
    );
    expect(verdicts.filter((verdict) => verdict.ok)).toHaveLength(3);
  });

  it('forgets an account’s counts, by id and by address, when it is deleted', async () => {
    const attempts = createPasswordAttempts(database.database.db, { limits, now });
    const user = await newUser();
    for (let i = 0; i < 3; i += 1) await attempts.take({ userId: user.id }, undefined);
    await database.database.db.deleteFrom('auth_user').where('id', '=', user.id).execute();
    // Typed at sign-in after the row went: counted under the address's hash.
    await attempts.take({ email: user.email }, undefined);
    await attempts.forget(user);
    const left = await database.database.db
      .selectFrom('usage_counters')
      .select('key')
      .where('key', 'like', 'password-attempts:%')
      .execute();
    expect(left.filter((row) => row.key.endsWith(user.id))).toEqual([]);
    expect(await attempts.take({ email: user.email }, undefined)).toEqual({ ok: true });
    expect(await attempts.take({ email: user.email }, undefined)).toEqual({ ok: true });
    expect(await attempts.take({ email: user.email }, undefined)).toEqual({ ok: true });
  });
});
