// Authorization matrix over every route of the real app: B with A's ids gets and changes nothing of A's; bad bodies get a 4xx with a message.
import { createKeyBundle } from '@groeipad/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUsage } from '../../db/usage-counters';
import { PASSWORD_ATTEMPT_LIMITS } from '../../services/password-attempts';
import { uniqueIp } from '../auth-harness';
import { testCost } from '../e2ee-app';
import { appRoutes } from './matrix-app-routes';
import { authRoutes } from './matrix-auth-routes';
import { challengeRoutes } from './matrix-challenges';
import { coachRoutes } from './matrix-coach-routes';
import { communityRoutes } from './matrix-community';
import { asCaller, leaksIn, takesBody, type Matrix } from './matrix-entry';
import { floodPushBytes } from './matrix-limits';
import { sessionRoutes } from './matrix-session-routes';
import {
  openMatrixWorld,
  PASSWORD,
  type Call,
  type Caller,
  type MatrixWorld,
} from './matrix-world';
import { servedRoutes } from './route-inventory';

const matrix: Matrix = {
  ...appRoutes,
  ...authRoutes,
  ...sessionRoutes,
  ...coachRoutes,
  ...communityRoutes,
  ...challengeRoutes,
};

let world: MatrixWorld;

// Opening PGlite, migrating and hashing passwords take seconds on a busy machine; this bounds a hang only.
beforeAll(async () => {
  world = await openMatrixWorld();
}, 120_000);

afterAll(async () => {
  await world.close();
});

/** What B must never see: A's tokens, session and account ids, record text, key material, reset tokens. */
async function secretsOfA(): Promise<string[]> {
  const { a, database } = world;
  const resets = await database.db
    .selectFrom('auth_verification')
    .select('identifier')
    .where('value', '=', a.userId)
    .execute();
  const account = await database.db
    .selectFrom('auth_account')
    .select('password')
    .where('id', '=', a.accountId)
    .executeTakeFirst();
  return [
    ...a.secrets,
    ...a.sessionTokens,
    ...a.sessionIds,
    a.accountId,
    account?.password ?? '',
    ...resets.map((row) => row.identifier.split(':').pop() ?? ''),
  ];
}

type ErrorBody = { message?: unknown };

function expectClientError(answer: { statusCode: number; body: string }, what: string): void {
  expect(answer.statusCode, `${what}: ${answer.body}`).toBeGreaterThanOrEqual(400);
  expect(answer.statusCode, `${what}: ${answer.body}`).toBeLessThan(500);
  const body = JSON.parse(answer.body) as ErrorBody;
  expect(typeof body.message === 'string' && body.message.length > 0, what).toBe(true);
}

// Above every route's body limit (4 MiB for a push, 16 KiB elsewhere).
const oversized = JSON.stringify({ pad: 'x'.repeat(4 * 1024 * 1024 + 1024) });

// Under every body limit (10 KB), far over the 64 levels the server takes (json-depth.ts).
const deeplyNested = `{"cursor":${'['.repeat(5000)}${']'.repeat(5000)}}`;

function badBodies(call: Call): [string, Call][] {
  return [
    [
      'malformed JSON',
      { ...call, body: '{"cursor": 0,', headers: { 'content-type': 'application/json' } },
    ],
    [
      'a wrong content type',
      { ...call, body: '<x/>', headers: { 'content-type': 'application/xml' } },
    ],
    [
      'JSON nested 5,000 levels deep',
      { ...call, body: deeplyNested, headers: { 'content-type': 'application/json' } },
    ],
    [
      'an oversized body',
      { ...call, body: oversized, headers: { 'content-type': 'application/json' } },
    ],
  ];
}

/** The limit a 413 names is the one enforced: a body just under it is not refused as too large. */
async function expectNamedLimitHolds(b: Caller, call: Call, body: string): Promise<void> {
  const limit = Number(/(\d+) bytes/.exec(body)?.[1]);
  expect(limit, body).toBeGreaterThan(0);
  const under = JSON.stringify({ pad: 'x'.repeat(limit - 100) });
  const answer = await world.call(b, { ...call, body: under });
  expect(answer.statusCode, `a body of ${under.length} bytes: ${answer.body}`).not.toBe(413);
}

describe('authorization matrix', () => {
  it('has a row for every route the server serves, and no row for a route it does not', () => {
    expect(Object.keys(matrix).sort()).toEqual(servedRoutes(world.app, world.auth));
  });

  describe.each(Object.entries(matrix))('%s', (route, entry) => {
    it('user B with A’s identifiers gets nothing of A’s and changes nothing', async () => {
      const before = await world.snapshotOfA();
      const b = await world.newUser();
      world.sent.length = 0;
      const answers = await entry.attack(world, b);
      const secrets = await secretsOfA();
      for (const answer of answers) {
        expect(answer.statusCode, `${route}: ${answer.body}`).toBeLessThan(500);
        expect(leaksIn(answer, secrets, world.sent), route).toEqual([]);
      }
      expect(await world.snapshotOfA()).toEqual(before);
    });

    if (entry.access === 'session') {
      it('answers 401 without a session', async () => {
        const answer = await world.call(undefined, entry.request(world));
        // Status only: better-auth answers some endpoints' 401 with an empty body.
        expect(answer.statusCode, answer.body).toBe(401);
      });
    }

    const method = route.split(' ')[0] as Call['method'];
    if (takesBody(method)) {
      it('answers malformed JSON, a wrong content type, deep nesting and an oversized body with a 4xx and a message', async () => {
        const b = await world.newUser();
        for (const [what, call] of badBodies(entry.request(world))) {
          const answer = await world.call(b, call);
          expectClientError(answer, `${route} with ${what}`);
          if (answer.statusCode === 413) await expectNamedLimitHolds(b, call, answer.body);
        }
      });
    }
  });
});

describe('shared per-user limits', () => {
  it('B flooding sync past its byte rate gets 429 rate_limited; A syncs as before, and B still pulls', async () => {
    const before = await world.snapshotOfA();
    const b = await world.newUser();
    const refused = await floodPushBytes(world, b);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited' });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(24 * 60 * 60);
    expect(await world.snapshotOfA()).toEqual(before);
    for (const caller of [world.a, world.a.otherDevice]) {
      const answer = await world.call(caller, {
        method: 'POST',
        url: '/api/sync/push',
        body: { changes: [] },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const pulled = await world.call(b, {
      method: 'POST',
      url: '/api/sync/pull',
      body: { cursor: 0 },
    });
    expect(pulled.statusCode, pulled.body).toBe(200);
  });
});

/** The writing routes: every method that carries a body (not better-auth's unknown paths: 404 there). */
const writes = Object.entries(matrix).filter(
  ([route]) => takesBody(route.split(' ')[0] as Call['method']) && !route.endsWith('/api/auth/*'),
);

describe('origin of a write', () => {
  describe.each(writes)('%s', (route, entry) => {
    it.each([
      ['another site', 'https://groeipad.example.evil'],
      ['a sibling subdomain', 'https://evil.localhost'],
      ['a sandboxed frame', 'null'],
    ])('with A’s cookie from %s: 403 and nothing of A’s changes', async (_what, origin) => {
      const before = await world.snapshotOfA();
      const call = entry.request(world);
      const answer = await world.call(world.a, {
        ...call,
        headers: { ...call.headers, origin },
      });
      expect(answer.statusCode, `${route}: ${answer.body}`).toBe(403);
      expect(await world.snapshotOfA()).toEqual(before);
    });
  });

  // Browsers send Origin with every cross-origin write; none means a client that is no web page.
  describe.each(writes.filter(([route]) => !route.includes('/api/auth/')))('%s', (route, entry) => {
    it('without an Origin header: answered as from the app itself', async () => {
      const b = await world.newUser();
      const call = entry.request(world);
      const own = await world.call(b, call);
      const none = await world.call(b, { ...call, withoutOrigin: true });
      expect(none.statusCode, `${route}: ${none.body}`).toBe(own.statusCode);
    });
  });
});

describe('shared per-address password limit', () => {
  it('an address at its limit, counted by any process, is refused on every password route; other addresses are not', async () => {
    const b = await world.newUser();
    const { bundle } = await createKeyBundle(PASSWORD, { cost: testCost });
    const { max, windowMs } = PASSWORD_ATTEMPT_LIMITS.perAddress;
    // As if another server process had counted `max` password checks from B's address.
    await addUsage(
      world.database.db,
      `password-address:${windowMs}:${b.ip}`,
      max,
      windowMs,
      Date.now(),
    );
    const refused = await asCaller(
      world,
      b,
      {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        body: { email: world.a.email, password: PASSWORD },
      },
      {
        method: 'POST',
        url: '/api/auth/change-password',
        body: { currentPassword: PASSWORD, newPassword: 'een heel ander wachtwoord' },
      },
      {
        method: 'POST',
        url: '/api/auth/delete-user',
        body: { password: PASSWORD },
      },
      {
        method: 'PUT',
        url: '/api/account/e2e',
        body: { bundle, expectedRevision: null, currentPassword: PASSWORD },
      },
    );
    for (const answer of refused) expect(answer.statusCode, answer.body).toBe(429);
    // The password hook's answer, not better-auth's own per-path limit.
    expect(refused[0]?.body).toMatch(/password attempts|TOO_MANY/i);
    expect(refused[3]?.json()).toMatchObject({ error: 'rate_limited' });
    // B from another address is judged by its own counts: the right password works.
    const elsewhere = await world.call(
      { ...b, ip: uniqueIp() },
      {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        body: { email: b.email, password: PASSWORD },
      },
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });
});
