// Password attempts per account and per client address, counted in the database for every server process (decision 035).
// Every attempt counts, the right password too: guessing and scrypt work are bounded for an account however it is reached.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { userIdByEmail } from '../db/auth-users';
import type { Database } from '../db/schema';
import { createWindowLimit, type WindowLimit } from './window-limit';

export type PasswordLimit = { max: number; windowMs: number };

export type PasswordAttemptLimits = {
  /** Checked in order; a refused window stops there, so the longer ones count only what got past. */
  perAccount: PasswordLimit[];
  /** All password checks from one client address, whichever accounts they name. */
  perAddress: PasswordLimit;
};

const MINUTE = 60_000;

export const PASSWORD_ATTEMPT_LIMITS: PasswordAttemptLimits = {
  // A few tries per quarter of an hour, then a cap per day: the back-off of a guesser on many
  // addresses, with room for a person who signs in on several devices and mistypes now and then.
  perAccount: [
    { max: 10, windowMs: 15 * MINUTE },
    { max: 40, windowMs: 24 * 60 * MINUTE },
  ],
  // Above better-auth's own per-address limits on sign-in (5 a minute), so those stay the first
  // wall there; this one also covers the key bundle route, which better-auth does not see.
  perAddress: { max: 60, windowMs: 15 * MINUTE },
};

/** Whose password is tried: a signed-in user, or the address typed at sign-in (which may belong to nobody). */
export type PasswordAccount = { userId: string } | { email: string };

export type PasswordAttemptVerdict =
  { ok: true } | { ok: false; limit: 'account' | 'address'; retryAfterMs: number };

export type PasswordAttempts = {
  /** Counts one attempt for `account` (and `ip`, when known) and says whether the password may be checked. */
  take(account: PasswordAccount, ip: string | undefined): Promise<PasswordAttemptVerdict>;
  /** Forgets the counts of an account that is deleted, those under its address too. */
  forget(user: { id: string; email: string }): Promise<void>;
};

export type PasswordAttemptOptions = { limits?: PasswordAttemptLimits; now?: () => number };

/** An address nobody has is counted under a hash of it: the table never holds typed addresses. */
function emailSubject(email: string): string {
  const digest = createHash('sha256').update(email.toLowerCase()).digest('hex');
  return `email-${digest}`;
}

export function createPasswordAttempts(
  db: Kysely<Database>,
  options: PasswordAttemptOptions = {},
): PasswordAttempts {
  const { limits = PASSWORD_ATTEMPT_LIMITS, now } = options;
  const accountLimits: WindowLimit[] = limits.perAccount.map((limit) =>
    createWindowLimit(db, { name: 'password-attempts', ...limit, now }),
  );
  const addressLimit = createWindowLimit(db, {
    name: 'password-address',
    ...limits.perAddress,
    now,
  });

  // An address that belongs to a user shares that user's count with the routes that know the user;
  // one that belongs to nobody gets a count of its own, limited alike, so answers reveal nothing.
  async function subjectOf(account: PasswordAccount): Promise<string> {
    if ('userId' in account) return account.userId;
    return (await userIdByEmail(db, account.email)) ?? emailSubject(account.email);
  }

  return {
    async take(account, ip) {
      if (ip !== undefined && ip !== '') {
        const verdict = await addressLimit.take(ip);
        if (!verdict.ok) return { ok: false, limit: 'address', retryAfterMs: verdict.retryAfterMs };
      }
      const subject = await subjectOf(account);
      for (const limit of accountLimits) {
        const verdict = await limit.take(subject);
        if (!verdict.ok) return { ok: false, limit: 'account', retryAfterMs: verdict.retryAfterMs };
      }
      return { ok: true };
    },
    async forget(user) {
      for (const limit of accountLimits) {
        await limit.clear(user.id);
        await limit.clear(emailSubject(user.email));
      }
    },
  };
}
