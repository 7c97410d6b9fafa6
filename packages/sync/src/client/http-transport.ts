// The sync transport over HTTP: POST /api/sync/pull and /api/sync/push with the session cookie, answers validated.
import type { z } from 'zod';
import { DEFAULT_RETRY_AFTER_MS, MAX_RETRY_AFTER_MS } from '../limits';
import { pullResponseSchema, pushResponseSchema } from '../protocol';
import type { PullRequest, PullResponse, PushRequest, PushResponse } from '../protocol';
import { SyncTransportError } from './types';
import type { SyncTransport } from './types';

export type HttpTransportOptions = {
  /** The app's fetch (injected so tests and the service worker can pass their own). */
  fetch: typeof fetch;
  /** Origin plus path prefix, '' for the same origin. */
  baseUrl?: string;
};

const MIN_RETRY_AFTER_MS = 1_000;

/**
 * The wait a 429 asks for: Retry-After in seconds, or as a date measured against the answer's own
 * Date (so a device clock that is off does not matter); between 1 s and a day, a minute when absent.
 */
export function retryAfterOf(headers: Pick<Headers, 'get'>): number {
  const value = headers.get('retry-after')?.trim() ?? '';
  let wait: number = Number.NaN;
  if (/^\d+$/.test(value)) wait = Number(value) * 1000;
  else if (value !== '') wait = Date.parse(value) - Date.parse(headers.get('date') ?? '');
  if (!Number.isFinite(wait)) return DEFAULT_RETRY_AFTER_MS;
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(MIN_RETRY_AFTER_MS, wait));
}

async function post<S extends z.ZodType>(
  options: HttpTransportOptions,
  path: string,
  body: unknown,
  schema: S,
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await options.fetch(`${options.baseUrl ?? ''}${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    // fetch rejects only when no answer arrived: offline, DNS, connection reset.
    throw new SyncTransportError('offline', error instanceof Error ? error.message : 'no answer');
  }
  if (response.status === 401 || response.status === 403) {
    throw new SyncTransportError('unauthorized', 'not signed in', response.status);
  }
  if (response.status === 429) {
    // Turned away before anything was applied: wait as asked, no retry spent.
    const wait = retryAfterOf(response.headers);
    throw new SyncTransportError('rate_limited', 'server asked to wait (429)', 429, wait);
  }
  if (!response.ok) {
    const kind = response.status >= 500 ? 'server' : 'bad_response';
    throw new SyncTransportError(kind, `server answered ${response.status}`, response.status);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new SyncTransportError('bad_response', 'answer is not JSON', response.status);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new SyncTransportError(
      'bad_response',
      'answer does not match the protocol',
      response.status,
    );
  }
  return parsed.data;
}

export function createHttpTransport(options: HttpTransportOptions): SyncTransport {
  return {
    pull: (request: PullRequest): Promise<PullResponse> =>
      post(options, '/api/sync/pull', request, pullResponseSchema),
    push: (request: PushRequest): Promise<PushResponse> =>
      post(options, '/api/sync/push', request, pushResponseSchema),
  };
}
