// Test support: a real local HTTP server standing in for the operator's model, speaking chat-completions SSE, scripted per test.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type UpstreamRequest = { url: string; headers: IncomingMessage['headers']; body: unknown };

export type UpstreamHandler = (request: UpstreamRequest, response: ServerResponse) => void;

export type TestUpstream = {
  /** e.g. http://127.0.0.1:PORT/v1 */
  baseUrl: string;
  requests: UpstreamRequest[];
  /** Per request: resolves when its response closes, true when the proxy went away before the end. */
  closed: Promise<boolean>[];
  handle(handler: UpstreamHandler): void;
  close(): Promise<void>;
};

export function chunk(content: string) {
  return {
    id: 'c1',
    object: 'chat.completion.chunk',
    model: 'upstream-model',
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  };
}

export function usage(total: number) {
  return {
    id: 'c1',
    object: 'chat.completion.chunk',
    model: 'upstream-model',
    choices: [],
    usage: { prompt_tokens: total - 2, completion_tokens: 2, total_tokens: total },
  };
}

export function startEvents(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
}

export function event(response: ServerResponse, data: object | string): void {
  response.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
}

/** A whole answer: the events, [DONE], end. */
export function stream(response: ServerResponse, events: (object | string)[]): void {
  startEvents(response);
  for (const data of events) event(response, data);
  event(response, '[DONE]');
  response.end();
}

export function json(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startTestUpstream(): Promise<TestUpstream> {
  const requests: UpstreamRequest[] = [];
  const closed: Promise<boolean>[] = [];
  let handler: UpstreamHandler = (_request, response) =>
    json(response, 500, { error: 'unscripted' });
  const server = http.createServer((request, response) => {
    closed.push(
      new Promise((resolve) => response.on('close', () => resolve(!response.writableFinished))),
    );
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      const text = Buffer.concat(parts).toString('utf8');
      const recorded = {
        url: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(text) as unknown,
      };
      requests.push(recorded);
      handler(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
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

type StreamedChunk = {
  choices?: { delta?: { content?: string }; finish_reason?: string | null }[];
};

/** The reply text and the finish reasons an event-stream answer holds, as the app's provider reads it. */
export function readStream(body: string): { text: string; finish: string[]; done: boolean } {
  const data = body
    .split('\n\n')
    .filter((event) => event.startsWith('data: '))
    .map((event) => event.slice(6));
  const chunks = data.filter((d) => d !== '[DONE]').map((d) => JSON.parse(d) as StreamedChunk);
  const choices = chunks.flatMap((c) => c.choices ?? []);
  return {
    text: choices.map((choice) => choice.delta?.content ?? '').join(''),
    finish: choices.flatMap((choice) => (choice.finish_reason ? [choice.finish_reason] : [])),
    done: data.at(-1) === '[DONE]',
  };
}
