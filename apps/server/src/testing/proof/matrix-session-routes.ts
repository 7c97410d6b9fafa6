// Authorization matrix rows of better-auth's session, linked-account and other endpoints, and of paths it does not know: B with A's ids and tokens gets and changes nothing of A's.
import { expect } from 'vitest';
import { asCaller, refused, takesBody, type Matrix, type MatrixEntry } from './matrix-entry';
import { PASSWORD, type Call, type MatrixWorld } from './matrix-world';

type Json = Record<string, unknown>;

/** Better-auth does not know the path: a 404, for every method the wildcard takes. */
function unknownPath(method: Call['method']): MatrixEntry {
  return refused('public', (world) => [
    {
      method,
      url: `/api/auth/users/${world.a.userId}`,
      ...(takesBody(method) ? { body: { userId: world.a.userId } } : {}),
    },
  ]);
}

/** A's account named by its row id, and by the account cookie, each with A's user id. */
function accountSelections(world: MatrixWorld): Json[] {
  return [
    { accountId: world.a.accountId, userId: world.a.userId },
    { useAccountCookie: true, userId: world.a.userId },
  ];
}

/** Revoking with A's session tokens: at most B's own sessions end; the snapshot shows A's stay. */
function revoking(url: string): MatrixEntry {
  return {
    access: 'session',
    request: () => ({ method: 'POST', url, body: { token: 'x' } }),
    attack: (world, b) =>
      asCaller(
        world,
        b,
        ...world.a.sessionTokens.map((token) => ({
          method: 'POST' as const,
          url,
          body: { token, userId: world.a.userId },
        })),
      ),
  };
}

export const sessionRoutes: Matrix = {
  'GET /api/auth/list-sessions': {
    access: 'session',
    request: () => ({ method: 'GET', url: '/api/auth/list-sessions' }),
    async attack(world, b) {
      const answers = await asCaller(world, b, {
        method: 'GET',
        url: `/api/auth/list-sessions?userId=${world.a.userId}`,
      });
      const sessions = answers[0]?.json<Json[]>() ?? [];
      expect(sessions.map((s) => s.userId)).toEqual([b.userId]);
      return answers;
    },
  },
  'POST /api/auth/revoke-session': revoking('/api/auth/revoke-session'),
  'POST /api/auth/revoke-sessions': revoking('/api/auth/revoke-sessions'),
  'POST /api/auth/revoke-other-sessions': revoking('/api/auth/revoke-other-sessions'),
  'POST /api/auth/link-social': refused('session', () => [
    { method: 'POST', url: '/api/auth/link-social', body: { provider: 'google' } },
  ]),
  'GET /api/auth/list-accounts': {
    access: 'session',
    request: () => ({ method: 'GET', url: '/api/auth/list-accounts' }),
    async attack(world, b) {
      const answers = await asCaller(world, b, {
        method: 'GET',
        url: `/api/auth/list-accounts?userId=${world.a.userId}`,
      });
      const accounts = answers[0]?.json<Json[]>() ?? [];
      expect(accounts.map((account) => account.userId)).toEqual([b.userId]);
      return answers;
    },
  },
  // Without a session better-auth answers 404 "Failed to get user info"; with one it wants a
  // deletion token, which only a configured deletion e-mail could hand out.
  'GET /api/auth/delete-user/callback': refused('public', (world) => [
    { method: 'GET', url: `/api/auth/delete-user/callback?token=${world.a.userId}` },
  ]),
  'POST /api/auth/unlink-account': refused('session', (world) => [
    ...[world.a.accountId, world.a.userId].map((accountId) => ({
      method: 'POST' as const,
      url: '/api/auth/unlink-account',
      body: { providerId: 'credential', accountId },
    })),
  ]),
  'POST /api/auth/refresh-token': refused('session', (world) =>
    accountSelections(world).map((body) => ({
      method: 'POST',
      url: '/api/auth/refresh-token',
      body,
    })),
  ),
  'POST /api/auth/get-access-token': refused('session', (world) =>
    accountSelections(world).map((body) => ({
      method: 'POST',
      url: '/api/auth/get-access-token',
      body,
    })),
  ),
  'GET /api/auth/account-info': refused('session', (world) => [
    {
      method: 'GET',
      url: `/api/auth/account-info?accountId=${world.a.accountId}&userId=${world.a.userId}`,
    },
  ]),
  'GET /api/auth/ok': {
    access: 'public',
    request: () => ({ method: 'GET', url: '/api/auth/ok' }),
    attack: (world, b) => asCaller(world, b, { method: 'GET', url: '/api/auth/ok' }),
  },
  'GET /api/auth/error': {
    access: 'public',
    request: () => ({ method: 'GET', url: '/api/auth/error' }),
    attack: (world, b) =>
      asCaller(world, b, { method: 'GET', url: `/api/auth/error?error=${world.a.userId}` }),
  },
  'DELETE /api/auth/*': unknownPath('DELETE'),
  'GET /api/auth/*': unknownPath('GET'),
  'PATCH /api/auth/*': unknownPath('PATCH'),
  'POST /api/auth/*': refused('public', (world) => [
    { method: 'POST', url: `/api/auth/users/${world.a.userId}`, body: { userId: world.a.userId } },
    // Disabled (issue 16): it tested a password outside the account's attempt count.
    { method: 'POST', url: '/api/auth/verify-password', body: { password: PASSWORD } },
  ]),
  'PUT /api/auth/*': unknownPath('PUT'),
};
