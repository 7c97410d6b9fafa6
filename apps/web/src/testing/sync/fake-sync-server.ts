// Test support: /api/sync/pull and /api/sync/push behind a fetch function, on the real server logic over a
// MemorySyncStore, and /api/account/e2e with the password check and compare-and-swap as apps/server/src/routes/e2ee.ts
// answers it.
import {
  applyPush,
  keyBundleSchema,
  MemorySyncStore,
  pullChanges,
  pullRequestSchema,
  pushRequestSchema,
} from '@groeipad/sync';
import type { KeyBundle } from '@groeipad/sync';

export type FakeSyncCall = { path: string; owner: string | undefined; method: string };

type StoredBundle = { bundle: KeyBundle; revision: number };

export type FakeSyncServerOptions = {
  /** The signed-in user of the request's session cookie; undefined answers 401. */
  ownerOf: () => string | undefined;
  /** The owner's account password a PUT of the key bundle must carry; without it any non-empty one passes. */
  passwordOf?: (owner: string) => string | undefined;
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
  const bundles = new Map<string, StoredBundle>();
  let offline = false;
  let e2eeRoute = true;

  function e2eeStatus(owner: string) {
    const stored = bundles.get(owner);
    return stored ? { enabled: true, ...stored } : { enabled: false };
  }

  function putBundle(owner: string, body: unknown): Response {
    const { bundle, expectedRevision, currentPassword } = (body ?? {}) as Record<string, unknown>;
    const parsed = keyBundleSchema.safeParse(bundle);
    if (!parsed.success) return json(400, { error: 'invalid_request' });
    if (typeof currentPassword !== 'string' || currentPassword === '') {
      return json(400, { error: 'invalid_request' });
    }
    const expected = options.passwordOf?.(owner);
    if (options.passwordOf && currentPassword !== expected) {
      return json(403, { error: 'wrong_password' });
    }
    const current = bundles.get(owner)?.revision ?? null;
    if (expectedRevision !== current) return json(409, { error: 'revision_conflict' });
    bundles.set(owner, { bundle: parsed.data, revision: (current ?? 0) + 1 });
    return json(200, e2eeStatus(owner));
  }

  async function answer(
    method: string,
    path: string,
    body: unknown,
    owner: string,
  ): Promise<Response> {
    if (path === '/api/account/e2e' && e2eeRoute) {
      return method === 'PUT' ? putBundle(owner, body) : json(200, e2eeStatus(owner));
    }
    if (path === '/api/sync/pull') {
      const parsed = pullRequestSchema.safeParse(body);
      if (!parsed.success) return json(400, { error: 'invalid_request' });
      return json(200, await pullChanges(store, owner, parsed.data));
    }
    if (path === '/api/sync/push') {
      const parsed = pushRequestSchema.safeParse(body);
      if (!parsed.success) return json(400, { error: 'invalid_request' });
      // As the real server: an account with a key bundle takes only ciphertext for encrypted tables.
      const encryptedOnly = bundles.has(owner);
      return json(200, await applyPush(store, owner, parsed.data, { encryptedOnly }));
    }
    return json(404, { error: 'not_found' });
  }

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // Like a browser without a network: fetch rejects and nothing reaches the server.
    if (offline) throw new TypeError('Failed to fetch');
    const path = pathOf(input);
    const method = init?.method ?? 'GET';
    const owner = options.ownerOf();
    calls.push({ path, owner, method });
    if (owner === undefined) return json(401, { error: 'unauthorized' });
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : {};
    return answer(method, path, body, owner);
  };

  return {
    store,
    fetch,
    calls,
    bundles,
    pushes: () => calls.filter((call) => call.path === '/api/sync/push').length,
    /** An older server without the route: GET /api/account/e2e answers 404. */
    setE2eeRoute(value: boolean) {
      e2eeRoute = value;
    },
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
