// The coach proxy over real connections: the app's own provider code talks to it, and a client that leaves stops the model.
import type { AddressInfo } from 'node:net';
import {
  assessSafety,
  crisisText,
  isCoachProviderError,
  type CoachChunk,
  type CoachRequest,
} from '@groeipad/coach';
import {
  createOpenAiCompatibleProvider,
  type OpenAiCompatibleOptions,
} from '@groeipad/coach/openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, setupTimeout, type TestDatabase } from '../testing/auth-harness';
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
  limitedCoachConfig,
  openCoachTestApp,
  type CoachTestApp,
} from '../testing/coach-app';

let upstream: TestUpstream;
let database: TestDatabase;
let harness: CoachTestApp;
let origin: string;

beforeAll(async () => {
  upstream = await startTestUpstream();
  database = await openTestDatabase();
  harness = await openCoachTestApp({
    db: database.database.db,
    config: limitedCoachConfig(upstream.baseUrl, { dailyTokensPerUser: 20_000 }),
  });
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
}, setupTimeout);

afterAll(async () => {
  await harness.close();
  await upstream.close();
  await database.close();
});

/** The app's provider for our proxy, as `user`: the browser sends a cookie, the harness reads a header. */
function appProvider(user: string, options: Partial<OpenAiCompatibleOptions> = {}) {
  return createOpenAiCompatibleProvider({
    baseURL: `${origin}/api/coach/v1`,
    model: 'operator-model',
    timeoutMs: 5_000,
    serverPrompt: true,
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: { ...Object.fromEntries(new Headers(init?.headers)), ...asTestUser(user) },
      }),
    ...options,
  });
}

async function replyOf(user: string, coachRequest: CoachRequest) {
  const chunks: CoachChunk[] = [];
  try {
    for await (const piece of appProvider(user).reply(coachRequest)) chunks.push(piece);
    return { chunks, error: undefined };
  } catch (error) {
    return { chunks, error: isCoachProviderError(error) ? error : undefined };
  }
}

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
    const { chunks } = await replyOf('ann', request);
    expect(chunks).toEqual([
      { type: 'text', text: 'Wat houdt je ' },
      { type: 'text', text: 'wakker?' },
      { type: 'done', model: 'operator-model', tokensUsed: 33 },
    ]);
    const sent = upstream.requests.at(-1)?.body as {
      messages: { role: string; content: string }[];
    };
    expect(sent.messages[0]?.content).toContain('Reply in Dutch.');
    expect(sent.messages[0]?.content).toContain('personality type is INFP');
    expect(sent.messages[1]).toEqual({
      role: 'user',
      content: 'Ik slaap slecht, mail me op [email]',
    });
    expect(upstream.requests.at(-1)?.headers.authorization).toBe('Bearer sk-operator-secret-123');
  });

  it('shows the server’s crisis answer like any reply, without the model', async () => {
    const before = upstream.requests.length;
    const text = 'ik wil er niet meer zijn, ik zie het niet meer zitten';
    const crisis: CoachRequest = {
      ...request,
      messages: [{ role: 'user', content: text }],
      context: { ...request.context, country: 'BE' },
    };
    const { chunks, error } = await replyOf('cas', crisis);
    expect(error).toBeUndefined();
    const shown = chunks.flatMap((piece) => (piece.type === 'text' ? [piece.text] : [])).join('');
    expect(shown).toBe(crisisText(assessSafety(text, 'nl', 'BE')!));
    expect(chunks.at(-1)).toMatchObject({ type: 'done' });
    expect(upstream.requests).toHaveLength(before);
  });

  it('gives the app a budget reason when the user’s day is used up', async () => {
    upstream.handle((_request, response) => stream(response, [chunk('Ja.'), usage(25_000)]));
    expect((await replyOf('dirk', request)).error).toBeUndefined();
    const { chunks, error } = await replyOf('dirk', request);
    expect(chunks).toEqual([]);
    expect([error?.reason, error?.status]).toEqual(['budget', 429]);
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
