import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_AFTER_MS, MAX_RETRY_AFTER_MS } from '../limits';
import { createHttpTransport, retryAfterOf } from './http-transport';
import { SyncTransportError } from './types';

function fetchAnswering(status: number, body: unknown): { fetch: typeof fetch; calls: Request[] } {
  const calls: Request[] = [];
  const fake = (input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> => {
    calls.push(
      new Request(new URL(input instanceof Request ? input.url : input, 'http://localhost'), init),
    );
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return Promise.resolve(new Response(text, { status }));
  };
  return { fetch: fake, calls };
}

async function kindOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return error instanceof SyncTransportError ? error.kind : 'other';
  }
}

describe('http transport', () => {
  it('posts the request as JSON and returns the validated answer', async () => {
    const { fetch, calls } = fetchAnswering(200, { changes: [], cursor: 7, hasMore: false });
    const transport = createHttpTransport({ fetch });
    await expect(transport.pull({ cursor: 7 })).resolves.toEqual({
      changes: [],
      cursor: 7,
      hasMore: false,
    });
    const [call] = calls;
    expect(call?.method).toBe('POST');
    expect(new URL(call?.url ?? '').pathname).toBe('/api/sync/pull');
    await expect(call?.json()).resolves.toEqual({ cursor: 7 });
  });

  it('names each failure so the engine knows whether to retry', async () => {
    const offline = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    expect(await kindOf(createHttpTransport({ fetch: offline }).push({ changes: [] }))).toBe(
      'offline',
    );
    const cases: [number, unknown, string][] = [
      [401, { error: 'unauthorized' }, 'unauthorized'],
      [500, 'oops', 'server'],
      [429, { error: 'rate_limited' }, 'rate_limited'],
      [400, { error: 'invalid_request' }, 'bad_response'],
      [200, 'not json', 'bad_response'],
      [200, { results: 'nope' }, 'bad_response'],
    ];
    for (const [status, body, kind] of cases) {
      const { fetch } = fetchAnswering(status, body);
      expect(await kindOf(createHttpTransport({ fetch }).push({ changes: [] }))).toBe(kind);
    }
  });

  it('tells how long a 429 asks to wait, so the engine waits instead of spending a retry', async () => {
    const fake = (() =>
      Promise.resolve(
        new Response('{"error":"rate_limited"}', {
          status: 429,
          headers: { 'retry-after': '42' },
        }),
      )) as typeof fetch;
    const error: unknown = await createHttpTransport({ fetch: fake })
      .pull({ cursor: 0 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SyncTransportError);
    expect(error).toMatchObject({ kind: 'rate_limited', status: 429, retryAfterMs: 42_000 });
  });

  it('reads Retry-After in seconds or as a date against the answer’s own Date, within bounds', () => {
    const date = 'Wed, 21 Oct 2026 07:28:00 GMT';
    const of = (headers: Record<string, string>) => retryAfterOf(new Headers(headers));
    expect(of({ 'retry-after': '120' })).toBe(120_000);
    expect(of({ 'retry-after': 'Wed, 21 Oct 2026 07:30:30 GMT', date })).toBe(150_000);
    // Nothing usable: a minute. Zero or a date past: a second. A year: a day.
    expect(of({})).toBe(DEFAULT_RETRY_AFTER_MS);
    expect(of({ 'retry-after': 'soon' })).toBe(DEFAULT_RETRY_AFTER_MS);
    expect(of({ 'retry-after': 'Wed, 21 Oct 2026 07:30:30 GMT' })).toBe(DEFAULT_RETRY_AFTER_MS);
    expect(of({ 'retry-after': '0' })).toBe(1_000);
    expect(of({ 'retry-after': 'Wed, 21 Oct 2026 07:00:00 GMT', date })).toBe(1_000);
    expect(of({ 'retry-after': String(365 * 24 * 3600) })).toBe(MAX_RETRY_AFTER_MS);
  });
});
