// Authorization matrix rows of better-auth's account endpoints (sign up and in, passwords, e-mail, user): B with A's email, ids and tokens gets and changes nothing of A's.
import { expect } from 'vitest';
import { asCaller, refused, type Matrix } from './matrix-entry';
import { PASSWORD } from './matrix-world';

type Json = Record<string, unknown>;

export const authRoutes: Matrix = {
  'POST /api/auth/sign-up/email': refused('public', (world) => [
    {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      body: { email: world.a.email, password: 'een ander wachtwoord', name: 'B' },
    },
  ]),
  'POST /api/auth/sign-in/email': refused('public', (world) => [
    {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email: world.a.email, password: 'geraden wachtwoord' },
    },
  ]),
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
  'POST /api/auth/verify-password': refused('session', () => [
    { method: 'POST', url: '/api/auth/verify-password', body: { password: 'geraden wachtwoord' } },
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
      const answers = await asCaller(world, b, {
        method: 'POST',
        url: '/api/auth/delete-user',
        body: { password: PASSWORD, userId: world.a.userId, id: world.a.userId },
      });
      expect(answers[0]?.statusCode).toBe(200);
      // It was B who went.
      const me = await world.call(b, { method: 'GET', url: '/api/account/me' });
      expect(me.statusCode).toBe(401);
      return answers;
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
