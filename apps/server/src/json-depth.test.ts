import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './json-depth';
import { openMatrixWorld, type Caller, type MatrixWorld } from './testing/proof/matrix-world';
import { servedRoutes } from './testing/proof/route-inventory';

const nested = (depth: number, inner = '1') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

describe('nestedDeeperThan', () => {
  it('counts arrays and objects, up to and past the limit', () => {
    expect(nestedDeeperThan(nested(3), 3)).toBe(false);
    expect(nestedDeeperThan(nested(4), 3)).toBe(true);
    expect(nestedDeeperThan('{"a":{"b":{"c":{}}}}', 3)).toBe(true);
    expect(nestedDeeperThan('[[1],[2],[3]]', 2)).toBe(false);
  });

  it('skips brackets inside strings, escaped quotes included', () => {
    expect(nestedDeeperThan(`{"t":"${'['.repeat(100)}"}`, 2)).toBe(false);
    expect(nestedDeeperThan(`{"t":"a\\"[[[[","u":"\\\\"}`, 1)).toBe(false);
    expect(nestedDeeperThan(`{"t":"\\\\",${'"x":'.repeat(0)}"u":[[[]]]}`, 3)).toBe(true);
  });
});

describe('every route that takes a body refuses JSON nested too deep with a 400', () => {
  let world: MatrixWorld;
  let caller: Caller;

  // The real app on PGlite with a signed-in user; this bounds a hang only.
  beforeAll(async () => {
    world = await openMatrixWorld();
    caller = await world.newUser();
  }, 120_000);

  afterAll(async () => {
    await world.close();
  });

  it('still takes a record nested as deep as the limit allows', async () => {
    // body, changes, change, record: four levels before the record's own fields.
    const record = {
      id: 't-deep',
      user_id: caller.userId,
      created_at: 1,
      updated_at: 1,
      created_by: caller.userId,
      title: 'diep',
      completed: false,
      priority: 'low',
    };
    const change = {
      table: 'tasks',
      id: 't-deep',
      mutationId: 'm-deep',
      op: 'create',
      baseVersion: null,
      changed: [],
      data: record,
    };
    const text = JSON.stringify({ changes: [change] }).replace(
      '"title":',
      `"extra":${nested(MAX_JSON_DEPTH - 4)},"title":`,
    );
    const response = await world.call(caller, {
      method: 'POST',
      url: '/api/sync/push',
      body: text,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ results: [{ status: 'accepted' }] });
  });

  // Last: without the limit, some auth endpoints would act on the body (revoke-sessions did).
  it(`answers too_deep past ${MAX_JSON_DEPTH} levels (about 5,000 levels were a 500)`, async () => {
    const withBody = servedRoutes(world.app, world.auth).filter((route) =>
      /^(POST|PUT|PATCH|DELETE) /.test(route),
    );
    expect(withBody).toContain('POST /api/sync/push');
    const answersTo = async (body: string) => {
      const answers: Record<string, string> = {};
      for (const route of withBody) {
        const [method, pattern] = route.split(' ') as ['POST' | 'PUT' | 'PATCH' | 'DELETE', string];
        const url = pattern.replace(/\*|:[a-zA-Z]+/g, 'x');
        const response = await world.call(caller, {
          method,
          url,
          body,
          headers: { 'content-type': 'application/json' },
        });
        answers[route] = `${response.statusCode} ${response.json<{ error?: string }>().error}`;
      }
      return answers;
    };
    // One level too deep (a body every route's size limit takes): too_deep everywhere.
    const justTooDeep = await answersTo(nested(MAX_JSON_DEPTH + 1));
    expect(justTooDeep).toEqual(
      Object.fromEntries(withBody.map((route) => [route, '400 too_deep'])),
    );
    // 5,000 levels (10 KB): too_deep, or too_large where a route takes only small bodies (the challenge
    // routes take 1 KiB); never anything else.
    const veryDeep = await answersTo(nested(5000));
    for (const [route, answer] of Object.entries(veryDeep)) {
      expect(['400 too_deep', '413 too_large'], route).toContain(answer);
    }
    expect(veryDeep['POST /api/sync/push']).toBe('400 too_deep');
  });
});
