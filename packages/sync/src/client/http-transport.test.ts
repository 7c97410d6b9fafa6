import { describe, expect, it } from 'vitest';
import { createHttpTransport } from './http-transport';
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
      [429, {}, 'server'],
      [400, { error: 'invalid_request' }, 'bad_response'],
      [200, 'not json', 'bad_response'],
      [200, { results: 'nope' }, 'bad_response'],
    ];
    for (const [status, body, kind] of cases) {
      const { fetch } = fetchAnswering(status, body);
      expect(await kindOf(createHttpTransport({ fetch }).push({ changes: [] }))).toBe(kind);
    }
  });
});
