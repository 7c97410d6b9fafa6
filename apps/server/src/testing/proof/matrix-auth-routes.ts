// Authorization matrix rows of better-auth's account endpoints (sign up and in, passwords, e-mail, user): B with A's email, ids and tokens gets and changes nothing of A's.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { PASSWORD_ATTEMPT_LIMITS } from '../../services/password-attempts';
import { leftoversOf, NOTHING_LEFT } from '../account-leftovers';
import { uniqueEmail, uniqueIp } from '../auth-harness';
import { task } from '../sync-app';
import { asCaller, refused, type Matrix } from './matrix-entry';
import { PASSWORD, type Call, type Caller } from './matrix-world';

type Json = Record<string, unknown>;

const perQuarter = PASSWORD_ATTEMPT_LIMITS.perAccount[0]?.max ?? 0;

/** A sign-in from an address of its own, so better-auth's per-address limit never answers. */
function signIn(email: string, password: string): Call {
  return {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    body: { email, password },
    ip: uniqueIp(),
  };
}

function pushOf(b: Caller, id: string): Call {
  const change = { table: 'tasks', id, mutationId: id, op: 'create', baseVersion: null };
  return {
    method: 'POST',
    url: '/api/sync/push',
    body: { changes: [{ ...change, changed: [], data: task(id, b.userId) }] },
  };
}

export const authRoutes: Matrix = {
  'POST /api/auth/sign-up/email': refused('public', (world) => [
    {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      body: { email: world.a.email, password: 'een ander wachtwoord', name: 'B' },
    },
  ]),
  'POST /api/auth/sign-in/email': {
    access: 'public',
    request: (world) => ({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email: world.a.email, password: 'geraden wachtwoord' },
    }),
    // B guesses from ever new addresses, so only A's own count can stop it; afterwards even the
    // right password waits, and A's signed-in devices keep working (the snapshot).
    async attack(world) {
      // Wrong guesses until the count refuses (A's own sign-ins already counted), then the right one.
      const guesses = async (email: string) => {
        const answers = [];
        for (let i = 0; i < perQuarter; i += 1) {
          const answer = await world.call(undefined, signIn(email, `geraden wachtwoord ${i}`));
          answers.push(answer);
          if (answer.statusCode !== 401) break;
        }
        answers.push(await world.call(undefined, signIn(email, PASSWORD)));
        return answers;
      };
      const seen = (answers: LightMyRequestResponse[]) =>
        answers.map((answer) => [answer.statusCode, answer.json<Json>().code ?? null]);
      const onA = await guesses(world.a.email);
      const refused = [429, 'TOO_MANY_PASSWORD_ATTEMPTS'];
      expect(seen(onA).at(-1)).toEqual(refused);
      for (const answer of onA) {
        expect(String(answer.headers['set-cookie'] ?? '')).not.toContain('session_token=');
      }
      // An address nobody has is answered as a fresh account would be: it tells B nothing.
      const onNobody = await guesses(uniqueEmail());
      expect(seen(onNobody)).toEqual([
        ...Array.from({ length: perQuarter }, () => [401, 'INVALID_EMAIL_OR_PASSWORD']),
        refused,
      ]);
      return [...onA, ...onNobody];
    },
  },
  'POST /api/auth/sign-in/social': refused('public', () => [
    { method: 'POST', url: '/api/auth/sign-in/social', body: { provider: 'google' } },
  ]),
  'GET /api/auth/callback/:id': {
    access: 'public',
    request: () => ({ method: 'GET', url: '/api/auth/callback/credential' }),
    attack: (world, b) =>
      asCaller(world, b, {
        method: 'GET',
        url: `/api/auth/callback/credential?state=${world.a.sessionTokens[0]}&code=x`,
      }),
  },
  'POST /api/auth/callback/:id': {
    access: 'public',
    request: () => ({ method: 'POST', url: '/api/auth/callback/credential', body: {} }),
    attack: (world, b) =>
      asCaller(world, b, {
        method: 'POST',
        url: '/api/auth/callback/credential',
        body: { state: world.a.sessionTokens[0], code: 'x' },
      }),
  },
  'GET /api/auth/get-session': {
    access: 'public',
    request: () => ({ method: 'GET', url: '/api/auth/get-session' }),
    async attack(world, b) {
      const answers = await asCaller(world, b, {
        method: 'GET',
        url: `/api/auth/get-session?userId=${world.a.userId}`,
      });
      expect(answers[0]?.json<{ user: Json }>().user.id).toBe(b.userId);
      return answers;
    },
  },
  'POST /api/auth/get-session': refused('public', () => [
    { method: 'POST', url: '/api/auth/get-session', body: {} },
  ]),
  'POST /api/auth/sign-out': {
    access: 'public',
    request: () => ({ method: 'POST', url: '/api/auth/sign-out', body: {} }),
    attack: (world, b) =>
      asCaller(world, b, {
        method: 'POST',
        url: '/api/auth/sign-out',
        body: { token: world.a.sessionTokens[0] },
      }),
  },
  'POST /api/auth/reset-password': refused('public', (world) => [
    // Neither A's session token nor A's id is a reset token.
    ...[world.a.sessionTokens[0], world.a.userId].map((token) => ({
      method: 'POST' as const,
      url: '/api/auth/reset-password',
      body: { token, newPassword: 'een nieuw wachtwoord' },
    })),
  ]),
  'GET /api/auth/verify-email': refused('public', (world) => [
    { method: 'GET', url: `/api/auth/verify-email?token=${world.a.sessionTokens[0]}` },
  ]),
  'POST /api/auth/send-verification-email': refused('public', (world) => [
    { method: 'POST', url: '/api/auth/send-verification-email', body: { email: world.a.email } },
  ]),
  'POST /api/auth/change-email': refused('session', (world) => [
    { method: 'POST', url: '/api/auth/change-email', body: { newEmail: world.a.email } },
  ]),
  'POST /api/auth/change-password': {
    access: 'session',
    request: () => ({
      method: 'POST',
      url: '/api/auth/change-password',
      body: { currentPassword: PASSWORD, newPassword: 'een nieuw wachtwoord' },
    }),
    async attack(world, b) {
      const answers = await asCaller(world, b, {
        method: 'POST',
        url: '/api/auth/change-password',
        body: {
          currentPassword: PASSWORD,
          newPassword: 'een nieuw wachtwoord',
          revokeOtherSessions: true,
          userId: world.a.userId,
        },
      });
      expect(answers[0]?.statusCode).toBe(200);
      return answers;
    },
  },
  'POST /api/auth/update-session': {
    access: 'session',
    request: () => ({ method: 'POST', url: '/api/auth/update-session', body: {} }),
    attack: (world, b) =>
      asCaller(world, b, {
        method: 'POST',
        url: '/api/auth/update-session',
        body: { userId: world.a.userId, token: world.a.sessionTokens[0], expiresAt: 0 },
      }),
  },
  'POST /api/auth/update-user': {
    access: 'session',
    request: () => ({ method: 'POST', url: '/api/auth/update-user', body: {} }),
    async attack(world, b) {
      const { a } = world;
      const answers = await asCaller(
        world,
        b,
        { method: 'POST', url: '/api/auth/update-user', body: { name: 'gekaapt', id: a.userId } },
        { method: 'POST', url: '/api/auth/update-user', body: { userId: a.userId, name: 'x' } },
        { method: 'POST', url: '/api/auth/update-user', body: { email: a.email } },
      );
      return answers;
    },
  },
  'POST /api/auth/delete-user': {
    access: 'session',
    request: () => ({ method: 'POST', url: '/api/auth/delete-user', body: { password: PASSWORD } }),
    async attack(world, b) {
      // B's own pushes race the deletion: each lands before it (and is swept), gets 401, or 429 busy.
      const racing = [1, 2, 3].map((n) => world.call(b, pushOf(b, `b-race-${b.userId}-${n}`)));
      const answers = await asCaller(world, b, {
        method: 'POST',
        url: '/api/auth/delete-user',
        body: { password: PASSWORD, userId: world.a.userId, id: world.a.userId },
      });
      expect(answers[0]?.statusCode).toBe(200);
      const pushed = await Promise.all(racing);
      // 429: more pushes than the server runs at once for one user (busy).
      for (const push of pushed) expect([200, 401, 429]).toContain(push.statusCode);
      // It was B who went, wholly.
      const me = await world.call(b, { method: 'GET', url: '/api/account/me' });
      expect(me.statusCode).toBe(401);
      expect(await leftoversOf(world.database.db, b.userId)).toEqual(NOTHING_LEFT);
      return [...answers, ...pushed];
    },
  },
  'POST /api/auth/request-password-reset': {
    access: 'public',
    request: () => ({ method: 'POST', url: '/api/auth/request-password-reset', body: {} }),
    // Anyone may ask for A's reset; the token goes to the server log (to A), never into the answer.
    attack: (world, b) =>
      asCaller(world, b, {
        method: 'POST',
        url: '/api/auth/request-password-reset',
        body: { email: world.a.email, redirectTo: '/reset-password' },
      }),
  },
  'GET /api/auth/reset-password/:token': {
    access: 'public',
    request: () => ({ method: 'GET', url: '/api/auth/reset-password/x?callbackURL=%2F' }),
    async attack(world, b) {
      const answers = await asCaller(world, b, {
        method: 'GET',
        url: `/api/auth/reset-password/${world.a.sessionTokens[0]}?callbackURL=%2F`,
      });
      expect(String(answers[0]?.headers.location)).toContain('INVALID_TOKEN');
      return answers;
    },
  },
};
