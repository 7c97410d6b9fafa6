import { describe, expect, it, vi } from 'vitest';
import { testRequest } from '../testing/coach-request';
import {
  deltaChunk,
  endStream,
  sendEvent,
  sendJson,
  sendStream,
  startFakeEndpoint,
  startSse,
  texts,
  usageChunk,
} from '../testing/fake-endpoint';
import { providerHarness } from '../testing/provider-harness';

const { endpoint, provider, collect } = providerHarness();

describe('OpenAI-compatible provider: failures surface as CoachProviderError', () => {
  it('maps a 500 to http with the status, without retrying', async () => {
    endpoint.handle((_request, response) =>
      sendJson(response, 500, { error: { message: 'boom' } }),
    );
    const { error } = await collect();
    expect([error?.reason, error?.status]).toEqual(['http', 500]);
    expect(endpoint.requests).toHaveLength(1);
  });

  it('maps our proxy’s daily budget 429 to budget, and any other 429 to limited', async () => {
    const cases = [
      [{ error: 'coach_budget_exhausted', message: 'the daily budget is used up' }, 'budget'],
      [{ error: 'rate_limited', message: 'too many coach requests' }, 'limited'],
      [{ error: 'too_many_streams', message: 'one reply at a time' }, 'limited'],
      [{ error: { message: 'Rate limit reached', code: 'rate_limit_exceeded' } }, 'limited'],
    ] as const;
    for (const [body, reason] of cases) {
      endpoint.handle((_request, response) => sendJson(response, 429, body));
      const { error } = await collect();
      expect([error?.reason, error?.status], JSON.stringify(body)).toEqual([reason, 429]);
    }
    // Never retried: the offline coach answers at once.
    expect(endpoint.requests).toHaveLength(cases.length);
  });

  it('maps 401 and 403 to auth', async () => {
    for (const status of [401, 403]) {
      endpoint.handle((_request, response) =>
        sendJson(response, status, { error: { message: 'Incorrect API key provided' } }),
      );
      const { error } = await collect();
      expect([error?.reason, error?.status]).toEqual(['auth', status]);
    }
  });

  it('times out when the server never answers', async () => {
    endpoint.handle(() => undefined);
    const { error } = await collect({ timeoutMs: 600 });
    expect(error?.reason).toBe('timeout');
    expect(await endpoint.closed[0]).toBe(true);
  });

  it('times out when the stream stalls after the first piece', async () => {
    endpoint.handle((_request, response) => {
      startSse(response);
      sendEvent(response, deltaChunk('Eerste stuk'));
    });
    const { chunks, error } = await collect({ timeoutMs: 600 });
    expect(texts(chunks)).toBe('Eerste stuk');
    expect(error?.reason).toBe('timeout');
  });

  it('reports network when the connection drops mid-stream', async () => {
    endpoint.handle((_request, response) => {
      startSse(response);
      sendEvent(response, deltaChunk('Half'));
      setTimeout(() => response.socket?.destroy(), 20);
    });
    const { chunks, error } = await collect();
    expect(texts(chunks)).toBe('Half');
    expect(error?.reason).toBe('network');
  });

  it('reports network when nothing listens at the address', async () => {
    const gone = await startFakeEndpoint();
    await gone.close();
    const { error } = await collect({ baseURL: gone.baseURL });
    expect(error?.reason).toBe('network');
  });

  it('reports malformed for a chunk that is not JSON, instead of hanging, and logs nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    endpoint.handle((_request, response) => {
      startSse(response);
      sendEvent(response, deltaChunk('Goed'));
      sendEvent(response, '{"choices": [{"delta": {"content": "kapo');
      // The server keeps the connection open: only the parse error can end the reply.
    });
    const { chunks, error } = await collect();
    expect(texts(chunks)).toBe('Goed');
    expect(error?.reason).toBe('malformed');
    // The SDK would print the chunk, which is the user's conversation.
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('reports malformed for JSON that is not a chunk', async () => {
    for (const event of ['42', '{"choices": "nope"}']) {
      endpoint.handle((_request, response) => sendStream(response, [event]));
      const { error } = await collect();
      expect(error?.reason, event).toBe('malformed');
    }
  });

  it('reports empty for a stream without text', async () => {
    for (const events of [[], [deltaChunk(null), deltaChunk(''), usageChunk(3)]]) {
      endpoint.handle((_request, response) => sendStream(response, events));
      const { chunks, error } = await collect();
      expect(chunks).toEqual([]);
      expect(error?.reason).toBe('empty');
    }
  });

  it('maps an error event in the stream, using our proxy’s codes', async () => {
    const cases = [
      [{ message: 'the model did not answer in time', code: 'upstream_timeout' }, 'timeout'],
      [{ message: 'connection lost', code: 'upstream_dropped' }, 'network'],
      [{ message: 'overloaded', type: 'server_error' }, 'http'],
    ] as const;
    for (const [error, reason] of cases) {
      endpoint.handle((_request, response) =>
        sendStream(response, [deltaChunk('Even'), { error }]),
      );
      const outcome = await collect();
      expect(outcome.error?.reason, error.message).toBe(reason);
    }
  });

  it('reports aborted when the caller aborts mid-stream, and closes the connection', async () => {
    endpoint.handle((_request, response) => {
      startSse(response);
      sendEvent(response, deltaChunk('Begin'));
    });
    const controller = new AbortController();
    const { chunks, error } = await collect({}, testRequest({ signal: controller.signal }), () =>
      controller.abort(),
    );
    expect(texts(chunks)).toBe('Begin');
    expect(error?.reason).toBe('aborted');
    expect(await endpoint.closed[0]).toBe(true);
  });

  it('reports aborted even when the rest of the answer had already arrived', async () => {
    endpoint.handle((_request, response) => {
      startSse(response);
      sendEvent(response, deltaChunk('een'));
      setTimeout(() => endStream(response, [deltaChunk(' twee')]), 20);
    });
    const controller = new AbortController();
    const { chunks, error } = await collect(
      {},
      testRequest({ signal: controller.signal }),
      async () => {
        // By now the server has sent everything; Node's fetch would never settle the next read.
        await new Promise((resolve) => setTimeout(resolve, 100));
        controller.abort();
      },
    );
    expect(chunks).toEqual([{ type: 'text', text: 'een' }]);
    expect(error?.reason).toBe('aborted');
  });

  it('reports aborted at once for a signal that already aborted', async () => {
    endpoint.handle((_request, response) => sendStream(response, [deltaChunk('Hoi')]));
    const controller = new AbortController();
    controller.abort();
    const { error } = await collect({}, testRequest({ signal: controller.signal }));
    expect(error?.reason).toBe('aborted');
  });

  it('closes the connection when the caller stops reading early', async () => {
    endpoint.handle((_request, response) => {
      startSse(response);
      sendEvent(response, deltaChunk('Een'));
    });
    for await (const chunk of provider().reply(testRequest())) {
      expect(chunk).toEqual({ type: 'text', text: 'Een' });
      break;
    }
    expect(await endpoint.closed[0]).toBe(true);
  });
});
