import { describe, expect, it } from 'vitest';
import { errorEvent, relayEvents, type RelayOutcome } from './coach-relay';

/** A body that delivers `pieces` as separate reads, then ends (or errors, or stays open). */
function body(
  pieces: string[],
  end: 'close' | 'error' | 'open' = 'close',
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      const piece = pieces[i];
      i += 1;
      if (piece !== undefined) controller.enqueue(encoder.encode(piece));
      else if (end === 'close') controller.close();
      else if (end === 'error') controller.error(new TypeError('terminated'));
      // 'open': never another piece.
      else return new Promise(() => undefined);
      return undefined;
    },
  });
}

async function relay(
  stream: ReadableStream<Uint8Array>,
  options: { idleMs?: number; secret?: string; controller?: AbortController } = {},
) {
  const ended: { outcome: RelayOutcome; bytes: number }[] = [];
  const controller = options.controller ?? new AbortController();
  const out: string[] = [];
  for await (const text of relayEvents(stream, {
    controller,
    idleMs: options.idleMs ?? 1_000,
    secret: options.secret,
    onEnd: (outcome, bytes) => ended.push({ outcome, bytes }),
  })) {
    out.push(text);
  }
  return { out, ended, controller };
}

describe('relayEvents', () => {
  it('passes whole events on, joining events split across reads and CRLF split across reads', async () => {
    const { out, ended } = await relay(body(['data: {"a"', ':1}\r', '\n\r\ndata: [DONE]\n', '\n']));
    expect(out).toEqual(['data: {"a":1}\n\n', 'data: [DONE]\n\n']);
    expect(ended).toEqual([{ outcome: 'completed', bytes: 31 }]);
  });

  it('drops an unfinished last event', async () => {
    const { out } = await relay(body(['data: {"a":1}\n\ndata: {"b"']));
    expect(out).toEqual(['data: {"a":1}\n\n']);
  });

  it('ends with an upstream_dropped event when the body errors, and stops the model', async () => {
    const { out, ended, controller } = await relay(body(['data: 1\n\ndata: {"hal'], 'error'));
    expect(out).toEqual(['data: 1\n\n', errorEvent('upstream_dropped')]);
    expect(ended[0]?.outcome).toBe('upstream_dropped');
    expect(controller.signal.aborted).toBe(true);
  });

  it('ends with an upstream_timeout event when no piece comes in time', async () => {
    const { out, ended } = await relay(body(['data: 1\n\n'], 'open'), { idleMs: 50 });
    expect(out).toEqual(['data: 1\n\n', errorEvent('upstream_timeout')]);
    expect(ended[0]?.outcome).toBe('upstream_timeout');
  });

  it('stops quietly when the client left', async () => {
    const controller = new AbortController();
    const pending = relay(body(['data: 1\n\n'], 'open'), { controller });
    setTimeout(() => controller.abort(), 20);
    const { out, ended } = await pending;
    expect(out).toEqual(['data: 1\n\n']);
    expect(ended[0]?.outcome).toBe('client_closed');
  });

  it('replaces the operator key wherever it appears', async () => {
    const { out } = await relay(body(['data: {"x":"sk-', 'top-secret"}\n\n']), {
      secret: 'sk-top-secret',
    });
    expect(out).toEqual(['data: {"x":"[key]"}\n\n']);
  });
});
