import { describe, expect, it } from 'vitest';
import { testContext, testRequest } from '../testing/coach-request';
import type { CoachChunk } from '../types';
import { resolveBaseUrl } from './base-url';
import { CoachProviderError } from './provider-error';
import {
  deltaChunk,
  endStream,
  sendEvent,
  sendJson,
  sendStream,
  startSse,
  texts,
  usageChunk,
} from '../testing/fake-endpoint';
import { providerHarness } from '../testing/provider-harness';

const { endpoint, provider, collect } = providerHarness();

describe('OpenAI-compatible provider: successful streams', () => {
  it('streams the text deltas, then done with the model and the total tokens', async () => {
    endpoint.handle((_request, response) =>
      sendStream(response, [
        deltaChunk(null),
        deltaChunk('Dat klinkt '),
        deltaChunk('zwaar.'),
        usageChunk(42),
      ]),
    );
    const { chunks, error } = await collect();
    expect(error).toBeUndefined();
    expect(chunks).toEqual([
      { type: 'text', text: 'Dat klinkt ' },
      { type: 'text', text: 'zwaar.' },
      { type: 'done', model: 'llama3.2', tokensUsed: 42 },
    ]);
    const p = provider();
    expect([p.kind, p.model]).toEqual(['openai-compatible', 'llama3.2']);
  });

  it('reports no token count when the server sends no usage', async () => {
    endpoint.handle((_request, response) => sendStream(response, [deltaChunk('Hoi')]));
    const { chunks } = await collect();
    expect(chunks.at(-1)).toEqual({ type: 'done', model: 'llama3.2', tokensUsed: null });
  });

  it('sends the model, the system prompt, stripped messages and the key', async () => {
    endpoint.handle((_request, response) => sendStream(response, [deltaChunk('Oké')]));
    const request = testRequest({
      context: testContext({ language: 'fr', displayName: 'Annelies' }),
      messages: [{ role: 'user', content: 'Je suis Annelies, appelle-moi au 06 12 34 56 78' }],
    });
    await collect({ maxTokens: 300, approvedSummary: 'Type de personnalité : INFP' }, request);
    const [sent] = endpoint.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('/v1/chat/completions');
    expect(sent?.headers.authorization).toBe('Bearer sk-test-key');
    const body = sent?.body as {
      model: string;
      messages: { role: string; content: string }[];
      stream: boolean;
      stream_options: unknown;
      max_tokens: number;
    };
    expect(body.model).toBe('llama3.2');
    expect(body.stream).toBe(true);
    expect(body.stream_options).toEqual({ include_usage: true });
    expect(body.max_tokens).toBe(300);
    expect(body.messages[0]?.role).toBe('system');
    expect(body.messages[0]?.content).toContain('Reply in French.');
    expect(body.messages[0]?.content).toContain('Type de personnalité : INFP');
    expect(body.messages.slice(1)).toEqual([
      { role: 'user', content: 'Je suis [name], appelle-moi au [phone]' },
    ]);
    expect(JSON.stringify(body)).not.toContain('12 34 56 78');
  });

  it('sends no Authorization header when there is no key, and no user data without approval', async () => {
    endpoint.handle((_request, response) => sendStream(response, [deltaChunk('Hoi')]));
    await collect(
      { apiKey: undefined },
      testRequest({ context: testContext({ mbtiType: 'INFP', journalThemes: ['geheim-thema'] }) }),
    );
    const [sent] = endpoint.requests;
    expect(sent?.headers.authorization).toBeUndefined();
    expect(JSON.stringify(sent?.body)).not.toContain('geheim-thema');
  });

  it('sends our proxy the prompt’s choices instead of a system message', async () => {
    endpoint.handle((_request, response) => sendStream(response, [deltaChunk('Oké')]));
    const request = testRequest({
      context: testContext({ language: 'fr', country: 'BE', tone: 'calm', mbtiType: 'INFP' }),
      persona: { id: 'ai-sleep', kind: 'specialist', specialisation: 'sleep' },
      messages: [{ role: 'user', content: 'Je dors mal, appelle-moi au 06 12 34 56 78' }],
    });
    await collect({ serverPrompt: true, approvedSummary: 'Type de personnalité : INFP' }, request);
    const body = endpoint.requests[0]?.body as { messages: unknown[]; coach_context: unknown };
    expect(body.messages).toEqual([
      { role: 'user', content: 'Je dors mal, appelle-moi au [phone]' },
    ]);
    expect(body.coach_context).toEqual({
      language: 'fr',
      country: 'BE',
      contextType: 'coaching',
      tone: 'calm',
      mbtiType: 'INFP',
      persona: { kind: 'specialist', specialisation: 'sleep' },
      summary: 'Type de personnalité : INFP',
    });
    await collect({ serverPrompt: true, approvedSummary: null }, request);
    expect((endpoint.requests[1]?.body as { coach_context: object }).coach_context).toMatchObject({
      summary: null,
    });
  });

  it('retries once without stream_options when the server refuses them', async () => {
    endpoint.handle((request, response) => {
      if ((request.body as { stream_options?: unknown }).stream_options !== undefined) {
        sendJson(response, 400, {
          error: { message: "Unrecognized request argument: 'stream_options'" },
        });
        return;
      }
      sendStream(response, [deltaChunk('Toch gelukt')]);
    });
    const { chunks, error } = await collect();
    expect(error).toBeUndefined();
    expect(texts(chunks)).toBe('Toch gelukt');
    expect(endpoint.requests).toHaveLength(2);
  });

  it('does not count the caller’s own pauses against the time limit', async () => {
    endpoint.handle((_request, response) => {
      startSse(response);
      sendEvent(response, deltaChunk('een'));
      // Well within the limit, but while the caller is still busy with the first piece.
      setTimeout(() => endStream(response, [deltaChunk(' twee')]), 50);
    });
    const chunks: CoachChunk[] = [];
    // The limit leaves a busy test machine half a second for the 50 ms piece; the caller's pause is longer.
    for await (const chunk of provider({ timeoutMs: 600 }).reply(testRequest())) {
      chunks.push(chunk);
      await new Promise((resolve) => setTimeout(resolve, 900));
    }
    expect(texts(chunks)).toBe('een twee');
  });
});

describe('resolveBaseUrl', () => {
  it('resolves our proxy path against the page and trims the trailing slash', () => {
    expect(resolveBaseUrl('/api/coach/v1/', 'https://groeipad.example/ai-coaching')).toBe(
      'https://groeipad.example/api/coach/v1',
    );
    expect(resolveBaseUrl(' http://localhost:11434/v1 ', undefined)).toBe(
      'http://localhost:11434/v1',
    );
  });

  it('refuses a path without a page, and other schemes, as a network failure', () => {
    for (const [url, base] of [
      ['/api/coach/v1', undefined],
      ['ftp://example.org/v1', undefined],
    ] as const) {
      expect(() => resolveBaseUrl(url, base)).toThrow(CoachProviderError);
    }
  });
});
