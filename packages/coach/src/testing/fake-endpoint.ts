// Test support: a real local HTTP server that speaks the chat-completions streaming format (SSE), scripted per test.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CoachChunk, CoachProvider, CoachRequest } from '../types';
import { CoachProviderError } from '../openai/provider-error';

export type RecordedRequest = {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
};

export type EndpointHandler = (
  request: RecordedRequest,
  response: ServerResponse,
) => void | Promise<void>;

export type FakeEndpoint = {
  /** Base URL like http://127.0.0.1:12345/v1 */
  baseURL: string;
  requests: RecordedRequest[];
  /** Resolves when a response ends or its connection closes, with whether the client went away first. */
  closed: Promise<boolean>[];
  handle(handler: EndpointHandler): void;
  close(): Promise<void>;
};

/** One streamed chunk as OpenAI sends it. */
export function deltaChunk(content: string | null, extra: Record<string, unknown> = {}) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [
      {
        index: 0,
        delta: content === null ? { role: 'assistant' } : { content },
        finish_reason: null,
      },
    ],
    ...extra,
  };
}

export function usageChunk(total: number) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [],
    usage: { prompt_tokens: total - 5, completion_tokens: 5, total_tokens: total },
  };
}

export function startSse(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
}

/** Writes one SSE event: an object as JSON, a string as it is. */
export function sendEvent(response: ServerResponse, data: object | string): void {
  response.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
}

/** The rest of a started stream: the events, then [DONE]. */
export function endStream(response: ServerResponse, events: (object | string)[]): void {
  for (const event of events) sendEvent(response, event);
  sendEvent(response, '[DONE]');
  response.end();
}

/** A whole stream: the events, then [DONE]. */
export function sendStream(response: ServerResponse, events: (object | string)[]): void {
  startSse(response);
  endStream(response, events);
}

export function sendJson(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  const text = Buffer.concat(parts).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function startFakeEndpoint(path = '/v1'): Promise<FakeEndpoint> {
  const requests: RecordedRequest[] = [];
  const closed: Promise<boolean>[] = [];
  let handler: EndpointHandler = (_request, response) =>
    sendJson(response, 500, { error: 'no handler' });
  const server = http.createServer((request, response) => {
    closed.push(
      new Promise((resolve) => {
        response.on('close', () => resolve(!response.writableFinished));
      }),
    );
    void readBody(request).then(async (body) => {
      const recorded: RecordedRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      };
      requests.push(recorded);
      await handler(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}${path}`,
    requests,
    closed,
    handle(next) {
      handler = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

export type ReplyOutcome = { chunks: CoachChunk[]; error: CoachProviderError | undefined };

/**
 * Everything a provider streamed, and the CoachProviderError it ended with, if any. `afterChunk` runs after
 * each piece is kept and before the next is read (a test aborts there, or takes its time like a slow caller).
 */
export async function collectReply(
  provider: CoachProvider,
  request: CoachRequest,
  afterChunk?: () => void | Promise<void>,
): Promise<ReplyOutcome> {
  const chunks: CoachChunk[] = [];
  try {
    for await (const chunk of provider.reply(request)) {
      chunks.push(chunk);
      if (afterChunk) await afterChunk();
    }
    return { chunks, error: undefined };
  } catch (error) {
    if (!(error instanceof CoachProviderError)) throw error;
    return { chunks, error };
  }
}

export function texts(chunks: CoachChunk[]): string {
  return chunks.map((chunk) => (chunk.type === 'text' ? chunk.text : '')).join('');
}
