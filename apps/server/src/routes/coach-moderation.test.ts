// The second opinion through the server (decision 038) on PGlite and PostgreSQL: the operator's /moderations or its chat model, raising only, counted in the coach's limits.
import { describe, expect, it } from 'vitest';
import { testBackends } from '../testing/auth-harness';
import {
  asTestUser,
  coachRouteFixture,
  limitedCoachConfig,
  openCoachTestApp,
} from '../testing/coach-app';
import { json } from '../testing/fake-upstream';

type Body = { model?: string; input?: string; messages?: { role: string; content: string }[] };

function completion(content: string) {
  return {
    id: 'c',
    object: 'chat.completion',
    created: 1,
    model: 'operator-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  };
}

describe.each(testBackends())('coach second opinion on %s', (_name, open) => {
  const { upstream, harness, db } = coachRouteFixture(open);

  const moderate = (user: string | undefined, payload: unknown) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/coach/v1/moderations',
      headers: user ? asTestUser(user) : {},
      payload: payload as object,
    });

  it('asks the model’s /moderations with the operator’s key and answers a raised verdict', async () => {
    upstream.handle((request, response) => {
      expect(request.url).toBe('/v1/moderations');
      json(response, 200, {
        id: 'm',
        model: 'mod',
        results: [{ flagged: true, categories: { 'self-harm': true, 'self-harm/intent': true } }],
      });
    });
    const res = await moderate('ann', { input: 'morgen is het zover, alles is geregeld' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ level: 'crisis', categories: ['suicide', 'self_harm'] });
    expect((upstream.requests[0]?.body as Body).input).toBe(
      'morgen is het zover, alles is geregeld',
    );
    expect(upstream.requests[0]?.headers.authorization).toBe('Bearer sk-operator-secret-123');
    expect(res.body).not.toContain('sk-operator');
  });

  it('without /moderations uses the chat model with the classification prompt; a calm verdict never lowers', async () => {
    upstream.handle((request, response) => {
      if (request.url === '/v1/moderations') return json(response, 404, { error: 'no' });
      json(response, 200, completion('{"level":"none","categories":[]}'));
    });
    // The device's own check finds a concern here; the model's "none" leaves it.
    const res = await moderate('ann', { input: 'Alles voelt zinloos en zwaar.' });
    expect(res.json()).toEqual({ level: 'concern', categories: ['suicide'] });
    const body = upstream.requests[1]?.body as Body;
    expect(body.model).toBe('operator-model');
    expect(body.messages?.[0]?.role).toBe('system');
    expect(body.messages?.[1]?.content).toContain('Alles voelt zinloos en zwaar.');
  });

  it('a crisis the server finds itself is answered without the model, and nothing is counted', async () => {
    const res = await moderate('ann', { input: 'ik wil dood, de pillen liggen klaar' });
    expect(res.json()).toMatchObject({ level: 'crisis' });
    expect(upstream.requests).toHaveLength(0);
    expect(await db().selectFrom('usage_counters').selectAll().execute()).toEqual([]);
  });

  it('refuses without a session, bad bodies, and answers 502 when the model gives nothing usable', async () => {
    expect((await moderate(undefined, { input: 'hoi' })).statusCode).toBe(401);
    for (const payload of [
      {},
      { input: '' },
      { input: 'x'.repeat(8001) },
      { input: 'hoi', extra: 1 },
    ]) {
      const res = await moderate('ann', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    upstream.handle((request, response) => {
      if (request.url === '/v1/moderations') return json(response, 404, {});
      json(response, 200, completion('Looks fine to me!'));
    });
    const res = await moderate('ann', { input: 'wat een dag' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ error: 'upstream_error' });
  });

  it('counts against the user’s requests a minute: the next is 429 with Retry-After', async () => {
    const app = await openCoachTestApp({
      db: db(),
      config: limitedCoachConfig(upstream.baseUrl, { requestsPerMinute: 1 }),
    });
    upstream.handle((_request, response) =>
      json(response, 200, { id: 'm', model: 'x', results: [{ flagged: false, categories: {} }] }),
    );
    try {
      const send = () =>
        app.app.inject({
          method: 'POST',
          url: '/api/coach/v1/moderations',
          headers: asTestUser('bob'),
          payload: { input: 'wat een dag' },
        });
      expect((await send()).json()).toEqual({ level: 'none', categories: [] });
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});
