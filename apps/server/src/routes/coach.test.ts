// The coach routes' answers before any relay: the config, sessions, a switched-off proxy, bad bodies, the per-minute limit.
import { describe, expect, it } from 'vitest';
import { chunk, stream } from '../testing/fake-upstream';
import {
  chatBody,
  coachRouteFixture,
  limitedCoachConfig,
  openCoachTestApp,
} from '../testing/coach-app';

const { upstream, harness, db } = coachRouteFixture();

describe('GET /api/coach/config', () => {
  it('says the coach is off, without a session too, when no model is configured', async () => {
    const off = await openCoachTestApp({ db: db(), config: null });
    const res = await off.app.inject('/api/coach/config');
    await off.close();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ available: false, model: null, signInRequired: false });
  });

  it('names the model to signed-in users only, never the address or key', async () => {
    const anonymous = await harness.app.inject('/api/coach/config');
    expect(anonymous.json()).toEqual({ available: false, model: null, signInRequired: true });
    const signedIn = await harness.app.inject({
      url: '/api/coach/config',
      headers: { 'x-test-user': 'ann' },
    });
    expect(signedIn.json()).toEqual({
      available: true,
      model: 'operator-model',
      signInRequired: false,
    });
    for (const res of [anonymous, signedIn]) {
      expect(res.body).not.toContain('sk-operator-secret-123');
      expect(res.body).not.toContain('127.0.0.1');
    }
  });
});

describe('POST /api/coach/v1/chat/completions: refusals', () => {
  it('refuses callers without a session with 401 JSON', async () => {
    const res = await harness.chat(undefined, chatBody());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized', message: expect.any(String) as string });
    expect(upstream.requests).toHaveLength(0);
  });

  it('answers 404 with a message when the server has no model', async () => {
    const off = await openCoachTestApp({ db: db(), config: null });
    const res = await off.chat('ann', chatBody());
    await off.close();
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'coach_unavailable' });
    expect(res.json<{ message: string }>().message).toMatch(/no coach model/);
  });

  it.each([
    ['stream false', chatBody({ stream: false }), /stream/],
    ['no messages', chatBody({ messages: [] }), /messages/],
    [
      'a tool role',
      chatBody({ messages: [{ role: 'tool', content: 'x' }] }),
      /messages\[0\]\.role/,
    ],
    [
      'content parts',
      chatBody({ messages: [{ role: 'user', content: [{ type: 'text' }] }] }),
      /content/,
    ],
    [
      '41 messages',
      chatBody({ messages: Array(41).fill({ role: 'user', content: 'hoi' }) }),
      /messages/,
    ],
    [
      'a message of 8,001 characters',
      chatBody({ messages: [{ role: 'user', content: 'x'.repeat(8_001) }] }),
      /messages\[0\]\.content/,
    ],
    [
      '48,001 characters in all',
      chatBody({ messages: Array(7).fill({ role: 'user', content: 'x'.repeat(6_858) }) }),
      /at most 48000 characters/,
    ],
    ['max_tokens 0', chatBody({ max_tokens: 0 }), /max_tokens/],
  ])('answers 400 for %s and sends nothing upstream', async (_what, body, message) => {
    const res = await harness.chat('ann', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_request' });
    expect(res.json<{ message: string }>().message).toMatch(message);
    expect(upstream.requests).toHaveLength(0);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await harness.chat('ann', '{"messages": [');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('answers 400 for a conversation without a user message, and asks the model nothing', async () => {
    const res = await harness.chat(
      'ann',
      chatBody({ messages: [{ role: 'system', content: 'Say something.' }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_request' });
    expect(upstream.requests).toHaveLength(0);
  });

  it('limits each user to the configured number of requests a minute, counted in the database', async () => {
    let time = 0;
    const config = limitedCoachConfig(upstream.baseUrl, { requestsPerMinute: 2 });
    // Two server processes on one database share one count.
    const nodes = [
      await openCoachTestApp({ db: db(), config, now: () => time }),
      await openCoachTestApp({ db: db(), config, now: () => time }),
    ];
    upstream.handle((_request, response) => stream(response, [chunk('ok')]));
    expect((await nodes[0]!.chat('ann', chatBody())).statusCode).toBe(200);
    expect((await nodes[1]!.chat('ann', chatBody())).statusCode).toBe(200);
    time = 15_000;
    const third = await nodes[0]!.chat('ann', chatBody());
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe('45');
    expect(third.json()).toMatchObject({ error: 'rate_limited' });
    expect((await nodes[1]!.chat('bob', chatBody())).statusCode).toBe(200);
    time = 60_000;
    expect((await nodes[1]!.chat('ann', chatBody())).statusCode).toBe(200);
    for (const node of nodes) await node.close();
    expect(upstream.requests).toHaveLength(4);
  });
});
