// The coach proxy over real connections: the app's own provider code talks to it, and a client that leaves stops the model.
import type { AddressInfo } from 'node:net';
import type { CoachChunk, CoachRequest } from '@groeipad/coach';
import { createOpenAiCompatibleProvider } from '@groeipad/coach/openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chunk,
  event,
  startEvents,
  startTestUpstream,
  stream,
  usage,
  type TestUpstream,
} from '../testing/fake-upstream';
import {
  asTestUser,
  chatBody,
  openCoachTestApp,
  testCoachConfig,
  type CoachTestApp,
} from '../testing/coach-app';

let upstream: TestUpstream;
let harness: CoachTestApp;
let origin: string;

beforeAll(async () => {
  upstream = await startTestUpstream();
  harness = await openCoachTestApp({ config: testCoachConfig(upstream.baseUrl) });
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await harness.close();
  await upstream.close();
});

const request: CoachRequest = {
  messages: [{ role: 'user', content: 'Ik slaap slecht, mail me op ann@example.nl' }],
  context: {
    language: 'nl',
    mbtiType: 'INFP',
    coachingGoals: [],
    moodTrend: null,
    openDailyGoals: [],
    weakestLifeArea: null,
    journalThemes: [],
  },
  contextType: 'coaching',
};

describe('coach proxy over a real connection', () => {
  it('serves the app’s OpenAI-compatible provider end to end', async () => {
    upstream.handle((_request, response) =>
      stream(response, [chunk('Wat houdt je '), chunk('wakker?'), usage(33)]),
    );
    const provider = createOpenAiCompatibleProvider({
      baseURL: `${origin}/api/coach/v1`,
      model: 'operator-model',
      timeoutMs: 5_000,
      // The browser sends its session cookie; the harness reads the caller from a test header.
      fetch: (input, init) =>
        fetch(input, {
          ...init,
          headers: { ...Object.fromEntries(new Headers(init?.headers)), ...asTestUser('ann') },
        }),
    });
    const chunks: CoachChunk[] = [];
    for await (const piece of provider.reply(request)) chunks.push(piece);
    expect(chunks).toEqual([
      { type: 'text', text: 'Wat houdt je ' },
      { type: 'text', text: 'wakker?' },
      { type: 'done', model: 'operator-model', tokensUsed: 33 },
    ]);
    const sent = upstream.requests.at(-1)?.body as {
      messages: { role: string; content: string }[];
    };
    expect(sent.messages[0]?.content).toContain('Reply in Dutch.');
    expect(sent.messages[1]).toEqual({
      role: 'user',
      content: 'Ik slaap slecht, mail me op [email]',
    });
    expect(upstream.requests.at(-1)?.headers.authorization).toBe('Bearer sk-operator-secret-123');
  });

  it('stops the model’s request when the client goes away mid-stream', async () => {
    upstream.closed.length = 0;
    upstream.handle((_request, response) => {
      startEvents(response);
      event(response, chunk('Een'));
    });
    const controller = new AbortController();
    const response = await fetch(`${origin}/api/coach/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...asTestUser('ann') },
      body: JSON.stringify(chatBody()),
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value as Uint8Array)).toContain('Een');
    controller.abort();
    expect(await upstream.closed[0]).toBe(true);
  });
});
