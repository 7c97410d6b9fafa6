// The fallback worker's decisions, kept pure so a unit test checks exactly what the worker does: which
// requests it leaves to the network, and which answer it may keep as the app shell (decision 031).

/** download-all.ts fills the same cache when this worker is the active one. */
export const SHELL_CACHE = 'groeipad-offline-shell-v1';
/** What every route is answered with offline; the SPA routes itself. */
export const SHELL_URL = '/index.html';
export const SHELL_FILES = [
  '/',
  SHELL_URL,
  '/manifest.webmanifest',
  '/favicon.svg',
  '/apple-touch-icon.png',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
];

/**
 * - 'network': the browser sends it as if there were no worker; nothing is answered from or kept in a
 *   cache or a queue. Every /api request is one: their bodies carry passwords (auth, account), prompts
 *   (coach) or the sync engine's own batches, and a write the app makes offline is already in IndexedDB,
 *   waiting for sync. So the list of requests this worker may queue is empty.
 * - 'page': a navigation, fresh when online and the cached shell when not.
 * - 'asset': a built file, served from the cache once it is there (hashed names never change).
 */
export type FetchPlan = 'network' | 'page' | 'asset';

export type RequestFacts = Pick<Request, 'url' | 'method' | 'mode'>;
export type ResponseFacts = Pick<Response, 'status' | 'type' | 'url' | 'headers'>;

function isServerPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/ws');
}

export function fetchPlan(request: RequestFacts, origin: string): FetchPlan {
  const url = new URL(request.url);
  if (url.origin !== origin || request.method !== 'GET' || isServerPath(url.pathname)) {
    return 'network';
  }
  return request.mode === 'navigate' ? 'page' : 'asset';
}

/** The media type without parameters: 'text/html; charset=utf-8' is HTML. */
export function isHtml(headers: Headers): boolean {
  const type = headers.get('content-type') ?? '';
  return type.split(';')[0]?.trim().toLowerCase() === 'text/html';
}

/**
 * Only a page of this app becomes the shell: a full (200) HTML answer from this origin to a navigation.
 * A JSON file, an error page or a redirect elsewhere opened as a page would otherwise be what every
 * route shows offline.
 */
export function isAppShell(
  request: RequestFacts,
  response: ResponseFacts,
  origin: string,
): boolean {
  if (request.mode !== 'navigate' || response.status !== 200 || response.type !== 'basic') {
    return false;
  }
  // A response made by a worker has no url; a fetched one always has an absolute one.
  return response.url !== '' && new URL(response.url).origin === origin && isHtml(response.headers);
}
