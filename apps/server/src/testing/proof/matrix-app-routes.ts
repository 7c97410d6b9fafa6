// Authorization matrix rows of the app's own routes (health, web app, account, key bundle, sync; the coach in matrix-coach-routes): B with A's ids gets and changes nothing of A's.
import { sampleRecord } from '@groeipad/domain/testing';
import { createKeyBundle } from '@groeipad/sync';
import { expect } from 'vitest';
import { testCost } from '../e2ee-app';
import { task } from '../sync-app';
import { asCaller, type Matrix } from './matrix-entry';
import { PASSWORD, type Caller, type MatrixWorld } from './matrix-world';

type Json = Record<string, unknown>;

function change(world: MatrixWorld, fields: Json) {
  const { a } = world;
  return {
    table: 'tasks',
    id: a.recordId,
    mutationId: `b-${Math.random().toString(36).slice(2)}`,
    op: 'create',
    baseVersion: null,
    changed: [],
    data: null,
    ...fields,
  };
}

/** Each of B's pushes with A's record id, with the answer B must get. */
function pushAttempts(world: MatrixWorld, b: Caller) {
  const { a } = world;
  return [
    // An edit of A's record that names A as owner: refused, the owner is the session's user.
    change(world, {
      op: 'update',
      baseVersion: 1,
      changed: ['title'],
      data: task(a.recordId, a.userId, { title: 'gekaapt' }),
    }),
    // A users row with A's id: refused.
    change(world, {
      table: 'users',
      id: a.userId,
      data: { id: a.userId, created_at: 1, updated_at: 1, created_by: a.userId, name: 'B' },
    }),
    // The same record id owned by B: B's own row, A's untouched.
    change(world, { data: task(a.recordId, b.userId, { title: 'van B' }) }),
    // A's mutation id replayed: applied as B's own change, not answered from A's memory.
    change(world, { mutationId: a.mutationId, data: task(a.recordId, b.userId) }),
    // A delete of A's record id: deletes B's copy only.
    change(world, { op: 'delete', data: null }),
  ];
}

/** The highest version among A's records (its tombstone and encrypted record included). */
async function newestVersionOfA(world: MatrixWorld): Promise<number> {
  const row = await world.database.db
    .selectFrom('records')
    .select((eb) => eb.fn.max('version').as('newest'))
    .where('owner_id', '=', world.a.userId)
    .executeTakeFirstOrThrow();
  return Number(row.newest);
}

/** B's pushes with the ids of A's encrypted record and A's tombstone, with the answers B must get. */
function pushAttemptsOnHidden(world: MatrixWorld, b: Caller) {
  const { a } = world;
  const envelope = {
    id: a.sealedId,
    user_id: a.userId,
    e2e: 'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA',
  };
  const mood = {
    ...sampleRecord('mood_tracking'),
    id: a.sealedId,
    user_id: b.userId,
    created_by: b.userId,
  };
  return [
    // An edit of A's encrypted record, as an envelope naming A: refused, whatever it holds.
    [
      change(world, {
        table: 'mood_tracking',
        id: a.sealedId,
        op: 'update',
        baseVersion: 1,
        changed: ['e2e'],
        data: envelope,
      }),
      'not_owner',
    ],
    // The same id as B's own (plaintext: B has no key bundle): B's row, A's envelope untouched.
    [change(world, { table: 'mood_tracking', id: a.sealedId, data: mood }), 'accepted'],
    // A delete of A's tombstoned id: a tombstone of B's own; A's stays as it was.
    [change(world, { id: a.deletedId, op: 'delete', baseVersion: 1, data: null }), 'accepted'],
    // A create with that id then meets B's own tombstone (a merge of B's rows), never A's.
    [change(world, { id: a.deletedId, data: task(a.deletedId, b.userId) }), 'conflict'],
  ] as const;
}

/** The user's password-attempt counts per window, shortest window first. */
async function passwordCountsOf(world: MatrixWorld, userId: string): Promise<number[]> {
  const rows = await world.database.db
    .selectFrom('usage_counters')
    .select(['key', 'amount'])
    .where('key', 'like', `password-attempts:%:${userId}`)
    .execute();
  const windowOf = (key: string) => Number(key.split(':')[1]);
  return rows.sort((x, y) => windowOf(x.key) - windowOf(y.key)).map((row) => row.amount);
}

export const appRoutes: Matrix = {
  'GET /api/health': {
    access: 'public',
    request: () => ({ method: 'GET', url: '/api/health' }),
    attack: (world, b) => asCaller(world, b, { method: 'GET', url: '/api/health' }),
  },

  // The built PWA (an empty folder here): a path naming A's ids is just a missing file.
  'GET /*': {
    access: 'public',
    request: (world) => ({ method: 'GET', url: `/${world.a.recordId}` }),
    async attack(world, b) {
      const answers = await asCaller(
        world,
        b,
        { method: 'GET', url: `/${world.a.userId}`, headers: { accept: 'text/html' } },
        { method: 'GET', url: `/api/records/${world.a.recordId}` },
      );
      for (const answer of answers) expect(answer.statusCode).toBe(404);
      return answers;
    },
  },

  'GET /api/account/me': {
    access: 'session',
    request: () => ({ method: 'GET', url: '/api/account/me' }),
    async attack(world, b) {
      const answers = await asCaller(
        world,
        b,
        { method: 'GET', url: '/api/account/me' },
        { method: 'GET', url: `/api/account/me?userId=${world.a.userId}&id=${world.a.userId}` },
      );
      for (const answer of answers) expect(answer.json<Json>().id).toBe(b.userId);
      return answers;
    },
  },

  'GET /api/account/e2e': {
    access: 'session',
    request: () => ({ method: 'GET', url: '/api/account/e2e' }),
    async attack(world, b) {
      const answers = await asCaller(
        world,
        b,
        { method: 'GET', url: '/api/account/e2e' },
        { method: 'GET', url: `/api/account/e2e?userId=${world.a.userId}` },
      );
      for (const answer of answers) expect(answer.json()).toEqual({ enabled: false });
      return answers;
    },
  },

  'PUT /api/account/e2e': {
    access: 'session',
    request: () => ({ method: 'PUT', url: '/api/account/e2e', body: {} }),
    async attack(world, b) {
      const { bundle } = await createKeyBundle(PASSWORD, { cost: testCost });
      const url = `/api/account/e2e?userId=${world.a.userId}`;
      const countsOfA = await passwordCountsOf(world, world.a.userId);
      const answers = await asCaller(
        world,
        b,
        // A's revision is 1; B has no bundle, so this is a conflict with B's own (absent) one.
        { method: 'PUT', url, body: { bundle, expectedRevision: 1, currentPassword: PASSWORD } },
        {
          method: 'PUT',
          url,
          body: {
            bundle,
            expectedRevision: null,
            currentPassword: PASSWORD,
            userId: world.a.userId,
          },
        },
        // B's session without B's password (a stolen session) changes nothing, not even B's own.
        { method: 'PUT', url, body: { bundle, expectedRevision: null } },
        {
          method: 'PUT',
          url,
          body: { bundle, expectedRevision: null, currentPassword: 'geraden' },
        },
        { method: 'PUT', url, body: { bundle, expectedRevision: null, currentPassword: PASSWORD } },
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([409, 400, 400, 403, 200]);
      // B's password attempts count for B alone, even with A's id in the request.
      expect(await passwordCountsOf(world, world.a.userId)).toEqual(countsOfA);
      expect(await passwordCountsOf(world, b.userId)).toEqual([3, 3]);
      return answers;
    },
  },

  'POST /api/sync/pull': {
    access: 'session',
    request: () => ({ method: 'POST', url: '/api/sync/pull', body: { cursor: 0 } }),
    async attack(world, b) {
      // Cursors around A's own changes (versions are counted across owners), and far beyond them.
      const newest = await newestVersionOfA(world);
      const cursors = [
        0,
        1,
        newest - 2,
        newest - 1,
        newest,
        newest + 1,
        2 ** 31,
        Number.MAX_SAFE_INTEGER,
      ];
      const answers = await asCaller(
        world,
        b,
        ...cursors.map((cursor) => ({
          method: 'POST' as const,
          url: '/api/sync/pull',
          body: { cursor: Math.max(0, cursor) },
        })),
        { method: 'POST', url: '/api/sync/pull', body: { cursor: 0, userId: world.a.userId } },
      );
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json<Json>()).toMatchObject({ changes: [], hasMore: false });
      }
      // A cursor that is no version: a 400, not a page.
      const bad = await asCaller(
        world,
        b,
        ...[-1, 1.5, '12', null, 2 ** 64].map((cursor) => ({
          method: 'POST' as const,
          url: '/api/sync/pull',
          body: { cursor },
        })),
      );
      for (const answer of bad) expect(answer.statusCode, answer.body).toBe(400);
      return [...answers, ...bad];
    },
  },

  'POST /api/sync/push': {
    access: 'session',
    request: () => ({ method: 'POST', url: '/api/sync/push', body: { changes: [] } }),
    async attack(world, b) {
      const answers = await asCaller(world, b, {
        method: 'POST',
        url: '/api/sync/push',
        body: { changes: pushAttempts(world, b) },
      });
      const results = answers[0]?.json<{ results: Json[] }>().results ?? [];
      expect(results.map((r) => r.reason ?? r.status)).toEqual([
        'not_owner',
        'not_owner',
        'accepted',
        // The record now exists (B's own), so this create meets B's copy: a merge, still B's row.
        'conflict',
        'accepted',
      ]);
      const pulled = await asCaller(world, b, {
        method: 'POST',
        url: '/api/sync/pull',
        body: { cursor: 0 },
      });
      expect(pulled[0]?.json<Json>().changes).toEqual([
        expect.objectContaining({ id: world.a.recordId, deleted: true }),
      ]);
      const hidden = pushAttemptsOnHidden(world, b);
      const second = await asCaller(world, b, {
        method: 'POST',
        url: '/api/sync/push',
        body: { changes: hidden.map(([attempt]) => attempt) },
      });
      const secondResults = second[0]?.json<{ results: Json[] }>().results ?? [];
      expect(secondResults.map((r) => r.reason ?? r.status)).toEqual(
        hidden.map(([, want]) => want),
      );
      // What B pulls is B's own: owned by B, and never an envelope (B has no key bundle).
      const after = await asCaller(world, b, {
        method: 'POST',
        url: '/api/sync/pull',
        body: { cursor: 0 },
      });
      for (const record of after[0]?.json<{ changes: { data: Json | null }[] }>().changes ?? []) {
        if (record.data === null) continue;
        expect(record.data.user_id).toBe(b.userId);
        expect(record.data).not.toHaveProperty('e2e');
      }
      return [...answers, ...pulled, ...second, ...after];
    },
  },
};
