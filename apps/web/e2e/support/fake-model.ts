// Test support: a local OpenAI-compatible model for the browser (chat-completions streaming, CORS like
// Ollama with OLLAMA_ORIGINS=*), answering every request with a scripted reply.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeModel = {
  baseURL: string;
  /** The request bodies it received, parsed. */
  bodies: { model?: string; messages?: { role: string; content: string }[] }[];
  close(): Promise<void>;
};

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
};

function chunk(content: string) {
  return {
    id: 'chatcmpl-e2e',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'e2e-model',
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  };
}

export async function startFakeModel(reply: string[]): Promise<FakeModel> {
  const bodies: FakeModel['bodies'] = [];
  const server = http.createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    let raw = '';
    request.on('data', (part: Buffer) => (raw += part.toString()));
    request.on('end', () => {
      bodies.push(JSON.parse(raw || '{}') as FakeModel['bodies'][number]);
      response.writeHead(200, { ...cors, 'content-type': 'text/event-stream' });
      for (const piece of reply) response.write(`data: ${JSON.stringify(chunk(piece))}\n\n`);
      response.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    bodies,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
