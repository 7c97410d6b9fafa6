import { describe, expect, it } from 'vitest';
import { chunk, usage } from '../testing/fake-upstream';
import { relayEvents, type RelayOutcome, type RelayTally } from './coach-relay';
import { endEvents, errorEvent } from './coach-sse';

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
  options: {
    idleMs?: number;
    secret?: string;
    controller?: AbortController;
    cap?: { chars: number; bytes: number };
  } = {},
) {
  const ended: ({ outcome: RelayOutcome } & RelayTally)[] = [];
  const controller = options.controller ?? new AbortController();
  const out: string[] = [];
  for await (const text of relayEvents(stream, {
    controller,
    idleMs: options.idleMs ?? 1_000,
    secret: options.secret,
    cap: options.cap ?? { chars: 1_000, bytes: 10_000 },
    model: 'm',
    onEnd: (outcome, tally) => {
      ended.push({ outcome, ...tally });
    },
  })) {
    out.push(text);
  }
  return { out, ended, controller };
}

describe('relayEvents', () => {
  it('passes whole events on, joining events split across reads and CRLF split across reads', async () => {
    const { out, ended } = await relay(body(['data: {"a"', ':1}\r', '\n\r\ndata: [DONE]\n', '\n']));
    expect(out).toEqual(['data: {"a":1}\n\n', 'data: [DONE]\n\n']);
    expect(ended).toEqual([{ outcome: 'completed', bytes: 31, chars: 0, usage: null }]);
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

  it('counts the reply’s characters and keeps the usage the model reports', async () => {
    const events = [chunk('Dat '), chunk('klinkt zwaar.'), usage(40)];
    const { ended } = await relay(body(events.map((e) => `data: ${JSON.stringify(e)}\n\n`)));
    expect(ended[0]).toMatchObject({
      outcome: 'completed',
      chars: 17,
      usage: { promptTokens: 38, completionTokens: 2 },
    });
  });

  it('ends a reply cleanly at the character cap and stops the model', async () => {
    const pieces = Array.from({ length: 50 }, () => `data: ${JSON.stringify(chunk('abcde'))}\n\n`);
    const { out, ended, controller } = await relay(body(pieces, 'open'), {
      cap: { chars: 12, bytes: 100_000 },
    });
    const text = out.join('');
    expect(text.match(/abcde/g)).toHaveLength(2);
    expect(text.endsWith(endEvents('m', 'length'))).toBe(true);
    expect(text).toContain('"finish_reason":"length"');
    expect(ended[0]).toMatchObject({ outcome: 'capped', chars: 10 });
    expect(controller.signal.aborted).toBe(true);
  });

  it('ends at the byte cap a stream of events without text, and an event that never ends', async () => {
    const empty = `data: ${JSON.stringify({ choices: [{ delta: {} }], pad: 'x'.repeat(200) })}\n\n`;
    const padded = await relay(body(Array(50).fill(empty) as string[], 'open'), {
      cap: { chars: 1_000, bytes: 1_000 },
    });
    expect(padded.ended[0]?.outcome).toBe('capped');
    expect(padded.out.join('').length).toBeLessThan(1_000 + endEvents('m', 'length').length);
    const endless = await relay(
      body(['data: "', ...(Array(50).fill('x'.repeat(100)) as string[])], 'open'),
      {
        cap: { chars: 1_000, bytes: 1_000 },
      },
    );
    expect(endless.out).toEqual([endEvents('m', 'length')]);
    expect(endless.ended[0]?.outcome).toBe('capped');
  });

  it('counts data that is not JSON as text, so it cannot pass the cap unseen', async () => {
    const { ended } = await relay(body(['data: not json at all\n\n']), {
      cap: { chars: 5, bytes: 10_000 },
    });
    expect(ended[0]?.outcome).toBe('capped');
  });
});
