// Whether this server has the operator's forum (GET /api/community/forum): loading, configured with its address, not set up, or offline.
import { useEffect, useState } from 'react';
import type { FetchLike } from './community-api';

export type ForumState =
  | { status: 'loading' }
  | { status: 'configured'; url: string }
  | { status: 'not-configured' }
  | { status: 'offline' };

/** Only http(s): the address comes from the server, but a link never becomes javascript:. */
function safeUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export async function fetchForum(fetchImpl: FetchLike): Promise<ForumState> {
  try {
    const response = await fetchImpl('/api/community/forum', { credentials: 'same-origin' });
    if (!response.ok) return { status: 'not-configured' };
    const body = (await response.json()) as { configured?: unknown; url?: unknown };
    const url = body.configured === true ? safeUrl(body.url) : null;
    return url ? { status: 'configured', url } : { status: 'not-configured' };
  } catch {
    return { status: 'offline' };
  }
}

export function useForum(fetchImpl?: FetchLike): ForumState {
  const [state, setState] = useState<ForumState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const doFetch: FetchLike = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
    const load = () => {
      if (!navigator.onLine) {
        setState({ status: 'offline' });
        return;
      }
      void fetchForum(doFetch).then((next) => {
        if (live) setState(next);
      });
    };
    load();
    // Back online: ask again, so the button appears without a reload.
    window.addEventListener('online', load);
    return () => {
      live = false;
      window.removeEventListener('online', load);
    };
  }, [fetchImpl]);
  return state;
}
