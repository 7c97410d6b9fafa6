// Sizes and concurrency of the sync routes: pull pages bounded by bytes, too-large records refused one by one, pulls and pushes per user limited.
import {
  BUSY_RETRY_AFTER_SECONDS,
  MAX_CONCURRENT_PULLS_PER_USER,
  MAX_CONCURRENT_PUSHES_PER_USER,
  MAX_RECORD_JSON_BYTES,
  MemorySyncStore,
  PULL_PAGE_BYTES,
  type PullResponse,
  type SyncStore,
} from '@groeipad/sync';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createChange,
  inject,
  newUser,
  openSyncTestApp,
  push,
  task,
  type SyncTestApp,
} from '../testing/sync-app';

const KiB = 1024;

/** A valid task of about 400 KiB: two text fields at their limit of 100,000 characters. */
function largeTask(id: string, user: string) {
  return task(id, user, { description: '日'.repeat(100_000), metadata: 'x'.repeat(100_000) });
}

describe('sync routes: sizes', () => {
  let harness: SyncTestApp;

  // Starting PGlite and migrating can take many seconds on a busy machine; this bounds a hang only.
  beforeAll(async () => {
    harness = await openSyncTestApp();
  }, 120_000);

  afterAll(async () => {
    await harness.close();
  });

  it('serves a first pull of large records page by page, each answer within the byte bound', async () => {
    const user = newUser('large');
    for (let batch = 0; batch < 3; batch += 1) {
      const changes = [0, 1, 2, 3].map((i) => createChange(largeTask(`l${batch}-${i}`, user)));
      const { results } = await push(harness.app, user, changes);
      expect(results.every((result) => result.status === 'accepted')).toBe(true);
    }
    // Before, all twelve (4.8 MB) came in one answer; 140 records of 4 MB made it a 500.
    const sizes: number[] = [];
    const ids: string[] = [];
    let cursor = 0;
    for (let more = true; more;) {
      const res = await inject(harness.app, '/api/sync/pull', user, { cursor });
      expect(res.statusCode).toBe(200);
      sizes.push(res.rawPayload.length);
      const page = res.json<PullResponse>();
      ids.push(...page.changes.map((change) => change.id));
      ({ cursor, hasMore: more } = page);
    }
    expect(ids).toHaveLength(12);
    expect(sizes.length).toBeGreaterThanOrEqual(3);
    // Record data within PULL_PAGE_BYTES; ids, versions and brackets add a little.
    for (const size of sizes) expect(size).toBeLessThanOrEqual(PULL_PAGE_BYTES + 16 * KiB);
  });

  it('refuses a record over the limit on its own with too_large; the others are stored', async () => {
    const user = newUser('big');
    const tooLarge = task('big', user, {
      description: '日'.repeat(100_000),
      metadata: '日'.repeat(100_000),
    });
    const { results } = await push(harness.app, user, [
      createChange(task('a', user)),
      createChange(tooLarge),
      createChange(task('b', user)),
    ]);
    expect(
      results.map((result) => (result.status === 'rejected' ? result.reason : result.status)),
    ).toEqual(['accepted', 'too_large', 'accepted']);
    expect(results[1]).toMatchObject({
      message: expect.stringContaining(String(MAX_RECORD_JSON_BYTES)) as string,
    });
  });
});

/** A memory store whose pulls and pushes of `user` wait at a gate until it opens. */
function gatedStore(user: string) {
  const inner = new MemorySyncStore();
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let waiting = 0;
  const wait = async (owner: string) => {
    if (owner !== user) return;
    waiting += 1;
    await gate;
  };
  const store: SyncStore = {
    changesSince: (owner, cursor, limit) => inner.changesSince(owner, cursor, limit),
    deleteOwner: (owner) => inner.deleteOwner(owner),
    storedBytes: (owner) => inner.storedBytes(owner),
    pageSince: async (owner, cursor, bounds) => {
      await wait(owner);
      return inner.pageSince(owner, cursor, bounds);
    },
    transaction: async (owner, fn) => {
      await wait(owner);
      return inner.transaction(owner, fn);
    },
  };
  return { store, open: () => open(), waiting: () => waiting };
}

/** Lets queued work run until `done` holds (requests in flight reach the gate, slots come free). */
async function settle(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 1000 && !done(); turn += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(done()).toBe(true);
}

function expectBusy(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBe(429);
  expect(res.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS));
  expect(res.json<{ error: string }>().error).toBe('busy');
}

describe('sync routes: requests of one user at once', () => {
  it(`serves ${MAX_CONCURRENT_PULLS_PER_USER} pulls of a user at once; one more gets 429 with Retry-After`, async () => {
    const user = newUser('pulls');
    const gated = gatedStore(user);
    const harness = await openSyncTestApp(gated.store);
    try {
      const running = Array.from({ length: MAX_CONCURRENT_PULLS_PER_USER }, () =>
        inject(harness.app, '/api/sync/pull', user, { cursor: 0 }),
      );
      await settle(() => gated.waiting() === MAX_CONCURRENT_PULLS_PER_USER);
      // Before, this pull queued beside the others (8 at once ran the process out of memory).
      expectBusy(await inject(harness.app, '/api/sync/pull', user, { cursor: 0 }));
      // Another user is not held up.
      const other = await inject(harness.app, '/api/sync/pull', newUser('other'), { cursor: 0 });
      expect(other.statusCode).toBe(200);
      gated.open();
      for (const res of await Promise.all(running)) expect(res.statusCode).toBe(200);
      // The slots come free once the answers have gone ('close' follows on the next tick).
      await new Promise((resolve) => setImmediate(resolve));
      const after = await inject(harness.app, '/api/sync/pull', user, { cursor: 0 });
      expect(after.statusCode).toBe(200);
    } finally {
      await harness.close();
    }
  });

  it(`serves ${MAX_CONCURRENT_PUSHES_PER_USER} pushes of a user at once; one more gets 429 before its body is read`, async () => {
    const user = newUser('pushes');
    const gated = gatedStore(user);
    const harness = await openSyncTestApp(gated.store);
    try {
      const body = (id: string) => ({ changes: [createChange(task(id, user))] });
      const running = Array.from({ length: MAX_CONCURRENT_PUSHES_PER_USER }, (_, i) =>
        inject(harness.app, '/api/sync/push', user, body(`p${i}`)),
      );
      await settle(() => gated.waiting() === MAX_CONCURRENT_PUSHES_PER_USER);
      expectBusy(await inject(harness.app, '/api/sync/push', user, body('extra')));
      gated.open();
      for (const res of await Promise.all(running)) expect(res.statusCode).toBe(200);
    } finally {
      await harness.close();
    }
  });
});
