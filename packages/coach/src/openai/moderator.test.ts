// The second opinion against a real local HTTP endpoint: /moderations where it exists, else the chat model with a strict JSON answer.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, startFakeEndpoint, type FakeEndpoint } from '../testing/fake-endpoint';
import { createOpenAiModerator } from './moderator';

let endpoint: FakeEndpoint;
beforeEach(async () => {
  endpoint = await startFakeEndpoint();
});
afterEach(async () => {
  await endpoint.close();
});

const signal = () => new AbortController().signal;

function completion(content: string) {
  return {
    id: 'c',
    object: 'chat.completion',
    created: 1,
    model: 'm',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  };
}

describe('createOpenAiModerator', () => {
  it('asks /moderations with the message and maps its flags', async () => {
    endpoint.handle((request, response) => {
      expect(request.url).toBe('/v1/moderations');
      sendJson(response, 200, {
        id: 'mod',
        model: 'omni',
        results: [{ flagged: true, categories: { 'self-harm/intent': true } }],
      });
    });
    const moderator = createOpenAiModerator({ baseURL: endpoint.baseURL, model: 'm', apiKey: 'k' });
    await expect(moderator('i have the pills ready', signal())).resolves.toEqual({
      level: 'crisis',
      categories: ['suicide', 'self_harm'],
    });
    expect(endpoint.requests[0]?.body).toEqual({ input: 'i have the pills ready' });
    expect(endpoint.requests[0]?.headers.authorization).toBe('Bearer k');
  });

  it('without /moderations, classifies with the chat model from then on, the message fenced as data', async () => {
    endpoint.handle((request, response) => {
      if (request.url === '/v1/moderations') return sendJson(response, 404, { error: 'not found' });
      sendJson(response, 200, completion('{"level":"concern","categories":["suicide"]}'));
    });
    const moderator = createOpenAiModerator({ baseURL: endpoint.baseURL, model: 'llama' });
    await expect(moderator('niemand zou me missen', signal())).resolves.toEqual({
      level: 'concern',
      categories: ['suicide'],
    });
    await moderator('nog een', signal());
    expect(endpoint.requests.map((r) => r.url)).toEqual([
      '/v1/moderations',
      '/v1/chat/completions',
      '/v1/chat/completions',
    ]);
    const body = endpoint.requests[1]?.body as { model: string; messages: { content: string }[] };
    expect(body.model).toBe('llama');
    expect(body.messages[1]?.content).toBe('<message>\nniemand zou me missen\n</message>');
  });

  it('rejects an answer that is not the JSON asked for, and a server error', async () => {
    endpoint.handle((request, response) => {
      if (request.url === '/v1/moderations') return sendJson(response, 404, {});
      sendJson(response, 200, completion('I think this person is fine.'));
    });
    const moderator = createOpenAiModerator({ baseURL: endpoint.baseURL, model: 'm' });
    await expect(moderator('hoi', signal())).rejects.toThrow(/classification/);

    endpoint.handle((_request, response) => sendJson(response, 500, { error: 'boom' }));
    const broken = createOpenAiModerator({ baseURL: endpoint.baseURL, model: 'm' });
    await expect(broken('hoi', signal())).rejects.toThrow();
  });
});
