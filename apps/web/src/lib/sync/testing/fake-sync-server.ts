// Test support: /api/sync/pull and /api/sync/push behind a fetch function, on the real server logic over a MemorySyncStore.
import {
  applyPush,
  MemorySyncStore,
  pullChanges,
  pullRequestSchema,
  pushRequestSchema,
} from '@groeipad/sync';

export type FakeSyncCall = { path: string; owner: string | undefined };

export type FakeSyncServerOptions = {
  /** The signed-in user of the request's session cookie; undefined answers 401. */
  ownerOf: () => string | undefined;
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function pathOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.pathname : new URL(input.url).pathname;
}

export function createFakeSyncServer(options: FakeSyncServerOptions) {
  const store = new MemorySyncStore();
  const calls: FakeSyncCall[] = [];
  let offline = false;

  async function answer(path: string, body: unknown, owner: string): Promise<Response> {
    if (path === '/api/sync/pull') {
      const parsed = pullRequestSchema.safeParse(body);
      if (!parsed.success) return json(400, { error: 'invalid_request' });
      return json(200, await pullChanges(store, owner, parsed.data));
    }
    if (path === '/api/sync/push') {
      const parsed = pushRequestSchema.safeParse(body);
      if (!parsed.success) return json(400, { error: 'invalid_request' });
      return json(200, await applyPush(store, owner, parsed.data));
    }
    return json(404, { error: 'not_found' });
  }

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // Like a browser without a network: fetch rejects and nothing reaches the server.
    if (offline) throw new TypeError('Failed to fetch');
    const path = pathOf(input);
    const owner = options.ownerOf();
    calls.push({ path, owner });
    if (owner === undefined) return json(401, { error: 'unauthorized' });
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : {};
    return answer(path, body, owner);
  };

  return {
    store,
    fetch,
    calls,
    pushes: () => calls.filter((call) => call.path === '/api/sync/push').length,
    setOffline(value: boolean) {
      offline = value;
    },
    /** Everything the server holds for `owner`, as a new device's first pull gets it. */
    async recordsOf(owner: string) {
      return (await pullChanges(store, owner, { cursor: 0, limit: 1000 })).changes;
    },
  };
}

export type FakeSyncServer = ReturnType<typeof createFakeSyncServer>;
