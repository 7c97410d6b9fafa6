// The /api/account/e2e client against a fake fetch: request shapes, answers parsed, every failure a code.
import { describe, expect, it } from 'vitest';
import type { FetchLike } from '../account';
import { createE2eeClient, parseE2eeStatus } from './e2ee-client';

type Seen = { url: string; init: RequestInit | undefined };

function replying(status: number, body: string, online = true, headers: HeadersInit = {}) {
  const seen: Seen[] = [];
  const fetch: FetchLike = (url, init) => {
    seen.push({ url, init });
    return Promise.resolve(new Response(body, { status, headers }));
  };
  return { seen, client: createE2eeClient({ fetch, isOnline: () => online }) };
}

function bodyOf(seen: Seen | undefined): string {
  const body = seen?.init?.body;
  return typeof body === 'string' ? body : '';
}

function throwing(error: Error) {
  const fetch: FetchLike = () => Promise.reject(error);
  return createE2eeClient({ fetch, isOnline: () => true });
}

const BUNDLE = { version: 1, kdf: { alg: 'argon2id' } };

describe('requests', () => {
  it('reads the status with the same-origin cookie', async () => {
    const { seen, client } = replying(200, JSON.stringify({ enabled: false }));
    expect(await client.getStatus()).toEqual({ ok: true, value: { enabled: false } });
    expect(seen[0]?.url).toBe('/api/account/e2e');
    expect(seen[0]?.init?.method).toBe('GET');
    expect(seen[0]?.init?.credentials).toBe('same-origin');
  });

  it('puts the bundle with the expected revision and reads the stored one back', async () => {
    const answer = { enabled: true, bundle: BUNDLE, revision: 3 };
    const { seen, client } = replying(200, JSON.stringify(answer));
    expect(await client.putBundle(BUNDLE, 2, 'mijn wachtwoord')).toEqual({
      ok: true,
      value: answer,
    });
    expect(seen[0]?.init?.method).toBe('PUT');
    expect(JSON.parse(bodyOf(seen[0]))).toEqual({
      bundle: BUNDLE,
      expectedRevision: 2,
      currentPassword: 'mijn wachtwoord',
    });
  });

  it('sends expectedRevision null for a first bundle', async () => {
    const { seen, client } = replying(
      200,
      JSON.stringify({ enabled: true, bundle: BUNDLE, revision: 1 }),
    );
    await client.putBundle(BUNDLE, null, 'pw');
    expect(JSON.parse(bodyOf(seen[0]))).toMatchObject({ expectedRevision: null });
  });

  it('does not even try while the browser says offline', async () => {
    const { seen, client } = replying(200, '{}', false);
    expect(await client.getStatus()).toEqual({ ok: false, error: { code: 'offline' } });
    expect(seen).toEqual([]);
  });
});

describe('failures', () => {
  it.each([
    [409, 'conflict'],
    [401, 'unauthorized'],
    [400, 'invalid_request'],
    [429, 'rate_limited'],
    [500, 'server'],
    [404, 'server'],
    [418, 'unknown'],
  ])('maps %i to %s', async (status, code) => {
    const { client } = replying(status, JSON.stringify({ error: 'x' }));
    expect(await client.putBundle(BUNDLE, null, 'pw')).toEqual({
      ok: false,
      error: { code, status },
    });
  });

  it('tells the account’s password count apart from the address limit, with the wait', async () => {
    const account = replying(
      429,
      JSON.stringify({ error: 'too_many_password_attempts', message: 'x' }),
      true,
      { 'Retry-After': '840' },
    );
    expect(await account.client.putBundle(BUNDLE, null, 'pw')).toEqual({
      ok: false,
      error: { code: 'password_attempts', status: 429, retryAfterSeconds: 840 },
    });
    const address = replying(429, JSON.stringify({ error: 'rate_limited' }), true, {
      'Retry-After': '30',
    });
    expect(await address.client.putBundle(BUNDLE, null, 'pw')).toEqual({
      ok: false,
      error: { code: 'rate_limited', status: 429, retryAfterSeconds: 30 },
    });
  });

  it('tells a wrong account password apart from a 403 of anything else', async () => {
    const wrong = replying(403, JSON.stringify({ error: 'wrong_password', message: 'no' }));
    expect(await wrong.client.putBundle(BUNDLE, null, 'geraden')).toEqual({
      ok: false,
      error: { code: 'wrong_password', status: 403 },
    });
    const other = replying(403, '<html>forbidden</html>');
    expect(await other.client.putBundle(BUNDLE, null, 'pw')).toEqual({
      ok: false,
      error: { code: 'unauthorized', status: 403 },
    });
  });

  it('takes a network failure or a timeout as offline', async () => {
    expect(await throwing(new TypeError('Failed to fetch')).getStatus()).toEqual({
      ok: false,
      error: { code: 'offline' },
    });
    const timeout = new DOMException('timed out', 'TimeoutError');
    expect(await throwing(timeout).getStatus()).toEqual({ ok: false, error: { code: 'offline' } });
  });

  it('takes an answer of another program (the SPA fallback) as a server failure', async () => {
    const { client } = replying(200, '<!doctype html><title>Groeipad</title>');
    expect(await client.getStatus()).toEqual({ ok: false, error: { code: 'server', status: 200 } });
  });

  it('refuses a PUT answer that says disabled', async () => {
    const { client } = replying(200, JSON.stringify({ enabled: false }));
    expect(await client.putBundle(BUNDLE, null, 'pw')).toEqual({
      ok: false,
      error: { code: 'server' },
    });
  });
});

describe('parseE2eeStatus', () => {
  it('accepts both shapes and refuses anything else', () => {
    expect(parseE2eeStatus({ enabled: false })).toEqual({ enabled: false });
    expect(parseE2eeStatus({ enabled: true, bundle: BUNDLE, revision: 1 })).toEqual({
      enabled: true,
      bundle: BUNDLE,
      revision: 1,
    });
    expect(parseE2eeStatus({ enabled: true, bundle: BUNDLE, revision: 0 })).toBeUndefined();
    expect(parseE2eeStatus({ enabled: true, bundle: [], revision: 1 })).toBeUndefined();
    expect(parseE2eeStatus({ enabled: true, revision: 1 })).toBeUndefined();
    expect(parseE2eeStatus(null)).toBeUndefined();
    expect(parseE2eeStatus('yes')).toBeUndefined();
  });
});
