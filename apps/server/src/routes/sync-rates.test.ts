// Per-user rates of the sync routes, counted in the database and shared by two app instances on one database (two server processes), on PGlite and PostgreSQL.
import { Readable } from 'node:stream';
import type { PushChange, SyncRateLimits } from '@groeipad/sync';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../testing/auth-harness';
import {
  inject,
  limitedSyncProcesses,
  newUser,
  taskChanges,
  TEST_USER_HEADER,
} from '../testing/sync-app';

const MINUTE = 60_000;
// Ten seconds into a minute: every window of the test is the same one, whatever the real time.
const NOW = 1_800_000_000_000 - (1_800_000_000_000 % MINUTE) + 10_000;
const wide = { max: 1_000_000_000, windowMs: MINUTE };

function limits(overrides: Partial<SyncRateLimits>): SyncRateLimits {
  return { requests: [wide], pushBytes: [wide], pullBytes: [wide], ...overrides };
}

function expectRateLimited(res: LightMyRequestResponse): void {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toMatchObject({
    error: 'rate_limited',
    message: expect.any(String) as unknown,
  });
  // The window ends 50 s after NOW.
  expect(res.headers['retry-after']).toBe('50');
}

describe.each(testBackends())('sync rates on %s', (_name, open) => {
  const processes = limitedSyncProcesses(open);
  const twoProcesses = (rates: SyncRateLimits) => processes({ rates, now: () => NOW });

  it('a flood of pushes from one account gets 429 on either process; another account is unaffected', async () => {
    const flooder = newUser('flood');
    const other = newUser('other');
    const body = (i: number) => ({ changes: taskChanges(flooder, `f${i}`, 100) });
    const size = Buffer.byteLength(JSON.stringify(body(0)));
    // Room for four such pushes in the window, shared by both processes.
    const [one, two] = await twoProcesses(
      limits({ pushBytes: [{ max: 4.5 * size, windowMs: MINUTE }] }),
    );
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 10; i += 1) {
      answers.push(await inject(i % 2 === 0 ? one : two, '/api/sync/push', flooder, body(i)));
    }
    expect(answers.map((res) => res.statusCode)).toEqual([
      200, 200, 200, 200, 429, 429, 429, 429, 429, 429,
    ]);
    expectRateLimited(answers[4]!);
    // Nothing of a refused push was stored.
    const pulled = await inject(one, '/api/sync/pull', flooder, { cursor: 0, limit: 1000 });
    expect(pulled.json<{ changes: unknown[] }>().changes).toHaveLength(400);
    // The other account pushes and pulls as usual, on both.
    for (const app of [one, two]) {
      const res = await inject(app, '/api/sync/push', other, {
        changes: taskChanges(other, 'o', 100).slice(0, 3),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('counts a push body sent without Content-Length as it arrives', async () => {
    const user = newUser('chunked');
    const [app] = await twoProcesses(limits({ pushBytes: [{ max: 2000, windowMs: MINUTE }] }));
    const send = (changes: PushChange[]) =>
      app.inject({
        method: 'POST',
        url: '/api/sync/push',
        headers: { [TEST_USER_HEADER]: user, 'content-type': 'application/json' },
        payload: Readable.from([Buffer.from(JSON.stringify({ changes }))]),
      });
    const small = await send(taskChanges(user, 's', 1));
    expect(small.statusCode, small.body).toBe(200);
    expectRateLimited(await send(taskChanges(user, 'l', 10)));
  });

  it('counts requests of pulls and pushes together, per account', async () => {
    const user = newUser('requests');
    const other = newUser('requests-other');
    const [one, two] = await twoProcesses(limits({ requests: [{ max: 5, windowMs: MINUTE }] }));
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await inject(i % 2 === 0 ? one : two, '/api/sync/pull', user, { cursor: 0 })).statusCode,
      );
    }
    statuses.push(
      (await inject(two, '/api/sync/push', user, { changes: taskChanges(user, 'r', 1) }))
        .statusCode,
    );
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expectRateLimited(await inject(one, '/api/sync/pull', user, { cursor: 0 }));
    expectRateLimited(await inject(two, '/api/sync/push', user, { changes: [] }));
    expect((await inject(one, '/api/sync/pull', other, { cursor: 0 })).statusCode).toBe(200);
  });

  it('counts the bytes of pull answers, and refuses the next pull once they are spent', async () => {
    const user = newUser('pulls');
    const [one, two] = await twoProcesses(
      limits({ pullBytes: [{ max: 20_000, windowMs: MINUTE }] }),
    );
    expect(
      (await inject(one, '/api/sync/push', user, { changes: taskChanges(user, 'p', 50) }))
        .statusCode,
    ).toBe(200);
    const first = await inject(one, '/api/sync/pull', user, { cursor: 0 });
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.length).toBeGreaterThan(10_000);
    expect((await inject(two, '/api/sync/pull', user, { cursor: 0 })).statusCode).toBe(200);
    // Two answers of more than 10,000 bytes spent the 20,000.
    expectRateLimited(await inject(one, '/api/sync/pull', user, { cursor: 0 }));
    // Pushing is another budget.
    expect(
      (await inject(two, '/api/sync/push', user, { changes: taskChanges(user, 'q', 1) }))
        .statusCode,
    ).toBe(200);
  });
});
