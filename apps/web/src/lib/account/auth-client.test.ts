// The auth client against a fake fetch: request shapes, JSON parsing, and every error mapped to a code.
import { describe, expect, it } from 'vitest';
import { createAuthClient, type FetchLike } from './auth-client';
import { AUTH_PATHS } from './auth-paths';
import { createFakeAuthServer } from '../../testing/fake-auth-server';

type Seen = { url: string; init: RequestInit | undefined };

function replying(status: number, body: string, headers: Record<string, string> = {}) {
  const seen: Seen[] = [];
  const fetch: FetchLike = (url, init) => {
    seen.push({ url, init });
    return Promise.resolve(new Response(body, { status, headers }));
  };
  return { seen, client: createAuthClient({ fetch, isOnline: () => true }) };
}

const json = (value: unknown) => JSON.stringify(value);

function bodyOf(seen: Seen | undefined): string {
  const body = seen?.init?.body;
  return typeof body === 'string' ? body : '';
}

describe('requests', () => {
  it('posts JSON to /api/auth/<route> with the same-origin cookie', async () => {
    const { seen, client } = replying(
      200,
      json({ token: 't', user: { id: 'u', email: 'a@b.nl' } }),
    );
    const result = await client.signIn({ email: 'a@b.nl', password: 'geheim-wachtwoord' });
    expect(result).toEqual({ ok: true, value: { id: 'u', email: 'a@b.nl', name: '' } });
    expect(seen[0]?.url).toBe('/api/auth/sign-in/email');
    expect(seen[0]?.init?.method).toBe('POST');
    expect(seen[0]?.init?.credentials).toBe('same-origin');
    expect(JSON.parse(bodyOf(seen[0]))).toEqual({
      email: 'a@b.nl',
      password: 'geheim-wachtwoord',
    });
  });

  it('asks for a reset link that comes back to /account', async () => {
    const { seen, client } = replying(200, json({ status: true }));
    expect(await client.requestPasswordReset('a@b.nl')).toEqual({ ok: true, value: undefined });
    expect(seen[0]?.url).toBe(`/api/auth${AUTH_PATHS.requestPasswordReset}`);
    expect(JSON.parse(bodyOf(seen[0]))).toEqual({
      email: 'a@b.nl',
      redirectTo: '/account',
    });
  });

  it('reads the current session, and null (or an empty body) as signed out', async () => {
    const session = {
      id: 's1',
      token: 'tok',
      userId: 'u1',
      createdAt: '2026-03-01T08:00:00.000Z',
      updatedAt: '2026-03-02T08:00:00.000Z',
      expiresAt: '2026-03-08T08:00:00.000Z',
      ipAddress: '127.0.0.1',
      userAgent: 'Firefox',
    };
    const user = { id: 'u1', email: 'a@b.nl', name: 'Anna', emailVerified: false };
    const signedIn = await replying(200, json({ session, user })).client.getSession();
    expect(signedIn.ok && signedIn.value?.session.createdAt.toISOString()).toBe(
      '2026-03-01T08:00:00.000Z',
    );
    expect(signedIn.ok && signedIn.value?.user).toEqual({
      id: 'u1',
      email: 'a@b.nl',
      name: 'Anna',
    });
    expect(await replying(200, 'null').client.getSession()).toEqual({ ok: true, value: null });
    expect(await replying(200, '').client.getSession()).toEqual({ ok: true, value: null });
  });

  it('lists sessions with parsed dates', async () => {
    const row = {
      id: 's2',
      token: 't2',
      createdAt: '2026-03-01T08:00:00.000Z',
      updatedAt: '2026-03-01T09:00:00.000Z',
      expiresAt: '2026-03-08T08:00:00.000Z',
      ipAddress: null,
      userAgent: null,
    };
    const result = await replying(200, json([row])).client.listSessions();
    expect(result.ok && result.value[0]?.updatedAt.toISOString()).toBe('2026-03-01T09:00:00.000Z');
  });
});

describe('errors', () => {
  it.each([
    [401, 'INVALID_EMAIL_OR_PASSWORD', 'invalid_credentials'],
    [400, 'INVALID_PASSWORD', 'invalid_credentials'],
    [400, 'PASSWORD_REQUIRED', 'invalid_credentials'],
    [422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'email_taken'],
    [422, 'USER_ALREADY_EXISTS', 'email_taken'],
    [400, 'PASSWORD_TOO_SHORT', 'weak_password'],
    [400, 'INVALID_EMAIL', 'invalid_email'],
    [400, 'INVALID_TOKEN', 'invalid_token'],
    [403, 'SESSION_NOT_FRESH', 'reauth_required'],
    [401, 'UNAUTHORIZED', 'unauthorized'],
    [401, 'SOMETHING_NEW', 'unauthorized'],
    [400, 'VALIDATION_ERROR', 'unknown'],
    [500, 'INTERNAL_SERVER_ERROR', 'server'],
    [503, undefined, 'server'],
  ])('maps %i %s to %s', async (status, code, expected) => {
    const { client } = replying(status, json({ code, message: 'x' }));
    const result = await client.signIn({ email: 'a@b.nl', password: 'x' });
    expect(result.ok ? undefined : result.error.code).toBe(expected);
    expect(result.ok ? undefined : result.error.status).toBe(status);
  });

  it('maps 429 to rate_limited with the wait from X-Retry-After or Retry-After', async () => {
    const better = replying(429, json({ message: 'Too many requests.' }), {
      'X-Retry-After': '42',
    });
    expect(await better.client.signIn({ email: 'a@b.nl', password: 'x' })).toEqual({
      ok: false,
      error: { code: 'rate_limited', status: 429, retryAfterSeconds: 42, serverCode: undefined },
    });
    const fastify = replying(429, json({ statusCode: 429 }), { 'Retry-After': '7' });
    const result = await fastify.client.signUp({ name: 'A', email: 'a@b.nl', password: 'x' });
    expect(result.ok ? undefined : result.error.retryAfterSeconds).toBe(7);
  });

  it('maps the per-account password count to password_attempts with its wait', async () => {
    const { client } = replying(429, json({ code: 'TOO_MANY_PASSWORD_ATTEMPTS', message: 'x' }), {
      'Retry-After': '900',
    });
    expect(await client.signIn({ email: 'a@b.nl', password: 'x' })).toEqual({
      ok: false,
      error: {
        code: 'password_attempts',
        status: 429,
        retryAfterSeconds: 900,
        serverCode: 'TOO_MANY_PASSWORD_ATTEMPTS',
      },
    });
  });

  it('takes a 404 without a better-auth code as the server lacking accounts', async () => {
    const { client } = replying(
      404,
      json({ message: 'Route GET:/api/auth/get-session not found' }),
    );
    const result = await client.getSession();
    expect(result.ok ? undefined : result.error.code).toBe('server');
  });

  it('takes a 2xx that is not the expected JSON (an HTML fallback page) as a server problem', async () => {
    const html = await replying(200, '<!doctype html><html></html>').client.getSession();
    expect(html.ok ? undefined : html.error.code).toBe('server');
    const wrong = await replying(200, json({ hello: 1 })).client.listSessions();
    expect(wrong.ok ? undefined : wrong.error.code).toBe('server');
  });

  it('is offline without a request while the browser says so', async () => {
    let requests = 0;
    const client = createAuthClient({
      fetch: () => {
        requests += 1;
        return Promise.resolve(new Response('null'));
      },
      isOnline: () => false,
    });
    expect(await client.getSession()).toEqual({ ok: false, error: { code: 'offline' } });
    expect(requests).toBe(0);
  });

  it('turns a failed fetch (TypeError) or a timeout into offline, never a throw', async () => {
    const failing = createAuthClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      isOnline: () => true,
    });
    expect(await failing.signOut()).toEqual({ ok: false, error: { code: 'offline' } });
    const timeout = new DOMException('The operation timed out.', 'TimeoutError');
    const slow = createAuthClient({ fetch: () => Promise.reject(timeout), isOnline: () => true });
    expect(await slow.listSessions()).toEqual({ ok: false, error: { code: 'offline' } });
  });
});

describe('with the fake server', () => {
  it('signs up, sees its session, and cannot sign up the same address twice', async () => {
    const server = createFakeAuthServer();
    const client = createAuthClient({ fetch: server.fetch, isOnline: () => true });
    const input = { name: 'Anna', email: 'anna@example.nl', password: 'lange-zin-van-woorden' };
    expect((await client.signUp(input)).ok).toBe(true);
    const current = await client.getSession();
    expect(current.ok && current.value?.user.email).toBe('anna@example.nl');
    const again = await client.signUp(input);
    expect(again.ok ? undefined : again.error.code).toBe('email_taken');
  });
});
