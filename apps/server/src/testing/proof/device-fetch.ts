// Test support: one signed-in device's fetch to a real server (Origin and session cookie added), with a hook that breaks chosen requests.
import type { PullResponse, ServerRecord } from '@groeipad/sync';

export type Send = () => Promise<Response>;

/** What happens to one request: pass it on (`send()`), answer it itself, or throw as a dropped connection does. */
export type Interceptor = (path: string, send: Send) => Promise<Response>;

export type DeviceFetch = {
  fetch: typeof fetch;
  /** Sets (or with undefined removes) the interceptor for the requests that follow. */
  intercept(interceptor: Interceptor | undefined): void;
  /** Requests made to `path` so far, broken ones included. */
  count(path: string): number;
};

function json500(): Response {
  return new Response(JSON.stringify({ error: 'internal', message: 'injected fault' }), {
    status: 500,
    headers: { 'content-type': 'application/json' },
  });
}

/** Faults as an interceptor sees them; each keeps the answer away from the device in its own way. */
export const faults = {
  /** The server gets and applies the request; the connection drops before the answer arrives. */
  dropResponse: async (_path: string, send: Send): Promise<Response> => {
    await (await send()).arrayBuffer();
    throw new TypeError('fetch failed: connection reset after the request was sent');
  },
  /** Something in front of the server (a proxy) answers 500; the server never sees the request. */
  fail500Before: (): Promise<Response> => Promise.resolve(json500()),
  /** The server applies the request, but the answer the device gets is a 500. */
  fail500After: async (_path: string, send: Send): Promise<Response> => {
    await (await send()).arrayBuffer();
    return json500();
  },
} satisfies Record<string, Interceptor>;

export function deviceFetch(server: { url: string }, cookie: string): DeviceFetch {
  const counts = new Map<string, number>();
  let interceptor: Interceptor | undefined;
  const wrapped: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), server.url);
    counts.set(url.pathname, (counts.get(url.pathname) ?? 0) + 1);
    const headers = new Headers(init?.headers);
    // What a browser on PUBLIC_URL sends: its own origin and the httpOnly session cookie.
    headers.set('origin', server.url);
    headers.set('cookie', cookie);
    const send = () => fetch(url, { ...init, headers });
    return interceptor ? interceptor(url.pathname, send) : send();
  };
  return {
    fetch: wrapped,
    intercept(next) {
      interceptor = next;
    },
    count: (path) => counts.get(path) ?? 0,
  };
}

export type SignedUp = { userId: string; cookie: string };

/** Signs a new user up over HTTP and returns the session cookie (`name=value`) the server set. */
export async function signUp(serverUrl: string, email: string): Promise<SignedUp> {
  const response = await fetch(`${serverUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: serverUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery', name: 'Proef' }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: string } };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => /session_token=./.test(pair));
  if (!cookie) throw new Error('sign-up set no session cookie');
  return { userId: user.id, cookie };
}

/** Everything the server holds for the cookie's user: every pull page from cursor 0. */
export async function serverState(serverUrl: string, cookie: string): Promise<ServerRecord[]> {
  const records: ServerRecord[] = [];
  let cursor = 0;
  for (;;) {
    const response = await fetch(`${serverUrl}/api/sync/pull`, {
      method: 'POST',
      headers: { origin: serverUrl, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ cursor, limit: 1000 }),
    });
    if (!response.ok) throw new Error(`pull failed: ${response.status} ${await response.text()}`);
    const page = (await response.json()) as PullResponse;
    records.push(...page.changes);
    cursor = page.cursor;
    if (!page.hasMore) return records;
  }
}
