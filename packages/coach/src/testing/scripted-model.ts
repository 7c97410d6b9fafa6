// Test support: a fake endpoint that answers chat completions like a model would, streamed word by word
// (or as one JSON body when the request does not stream), with the reply a test's script writes.
import type { ServerResponse } from 'node:http';
import type { FakeEndpoint, RecordedRequest } from './fake-endpoint';
import { deltaChunk, sendJson, sendStream, usageChunk } from './fake-endpoint';

export type ChatBody = {
  model?: string;
  stream?: boolean;
  messages?: { role: string; content: string }[];
};

/** Writes the model's reply to a chat-completions request; may be async (e.g. asks the offline coach). */
export type ModelScript = (body: ChatBody) => string | Promise<string>;

/** The newest user message of a request. */
export function lastUserMessage(body: ChatBody): string {
  return body.messages?.findLast((message) => message.role === 'user')?.content ?? '';
}

/** The pieces a model streams: a word with the space before it, as a tokeniser roughly would. */
function pieces(reply: string): string[] {
  return reply.match(/\s*\S+/gu) ?? [];
}

function answer(body: ChatBody, reply: string, response: ServerResponse): void {
  const tokens = pieces(reply).length + 20;
  if (body.stream === false) {
    sendJson(response, 200, {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: body.model ?? 'test-model',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: reply },
          finish_reason: 'stop',
        },
      ],
      usage: { prompt_tokens: 20, completion_tokens: tokens - 20, total_tokens: tokens },
    });
    return;
  }
  sendStream(response, [
    deltaChunk(null),
    ...pieces(reply).map((piece) => deltaChunk(piece)),
    usageChunk(tokens),
  ]);
}

/**
 * Lets the endpoint answer POST <base>/chat/completions with the script's reply; anything else is a 404 as
 * on a real server.
 */
export function serveScriptedModel(endpoint: FakeEndpoint, script: ModelScript): void {
  endpoint.handle(async (request: RecordedRequest, response) => {
    if (request.method !== 'POST' || !request.url.endsWith('/chat/completions')) {
      sendJson(response, 404, { error: { message: `no route ${request.url}` } });
      return;
    }
    const body = request.body as ChatBody;
    answer(body, await script(body), response);
  });
}
