// Relays the model's event stream to the client whole event by whole event, within a cap on its length; ends with an error event when the model stalls or drops.
import { readEvent, type ReplyUsage } from './coach-meter';
import { endEvents, errorEvent } from './coach-sse';

export type RelayOutcome =
  'completed' | 'capped' | 'upstream_timeout' | 'upstream_dropped' | 'client_closed';

/** What passed through: bytes read from the model, characters of reply text relayed, the usage it reported. */
export type RelayTally = { bytes: number; chars: number; usage: ReplyUsage | null };

export type RelayOptions = {
  /** Aborted when the client goes away; aborted here when the relay ends early. */
  controller: AbortController;
  /** Longest wait for the next piece of the model's answer. */
  idleMs: number;
  /** The operator's key: never passed on, even if the model echoes it. */
  secret?: string | undefined;
  /**
   * Where the relay ends the reply cleanly (a `length` finish and [DONE]) and stops the model:
   * characters of reply text, and bytes of events (a model may stream anything but text).
   */
  cap: { chars: number; bytes: number };
  /** Named in the events the relay writes itself. */
  model: string;
  /** Awaited before the stream ends, so what it stores is there when the client has the whole reply. */
  onEnd(outcome: RelayOutcome, tally: RelayTally): void | Promise<void>;
};

type Read =
  { kind: 'data'; done: boolean; value?: Uint8Array } | { kind: 'idle' } | { kind: 'stopped' };

/** One read, or why there was none: no piece in time, or the relay was stopped. */
function readWithin(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  idleMs: number,
  signal: AbortSignal,
): Promise<Read> {
  return new Promise((resolve, reject) => {
    // Node's fetch never settles a read after an abort if the body had fully arrived: race it.
    const onAbort = (): void => finish({ kind: 'stopped' });
    const timer = setTimeout(() => finish({ kind: 'idle' }), idleMs);
    function finish(read: Read): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      resolve(read);
    }
    if (signal.aborted) return finish({ kind: 'stopped' });
    signal.addEventListener('abort', onAbort, { once: true });
    reader.read().then(
      (result) => finish({ kind: 'data', done: result.done, value: result.value }),
      (error: unknown) => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

type Meter = { tally: RelayTally; sentBytes: number };

/** The events that fit under the cap, and whether one did not (then the relay ends there). */
function within(events: string[], meter: Meter, cap: RelayOptions['cap']) {
  const passed: string[] = [];
  for (const event of events) {
    const reading = readEvent(event);
    const bytes = Buffer.byteLength(event, 'utf8');
    if (meter.tally.chars + reading.chars > cap.chars || meter.sentBytes + bytes > cap.bytes) {
      return { passed, capped: true };
    }
    meter.tally.chars += reading.chars;
    meter.sentBytes += bytes;
    meter.tally.usage = reading.usage ?? meter.tally.usage;
    passed.push(event);
  }
  return { passed, capped: false };
}

/**
 * Complete SSE events of `body` (each with its blank line), so an error event never lands inside a
 * half-sent one. Stopping early (the client left, the cap) cancels the model's request.
 */
export async function* relayEvents(
  body: ReadableStream<Uint8Array>,
  options: RelayOptions,
): AsyncGenerator<string> {
  const { controller, idleMs, secret, cap } = options;
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const meter: Meter = { tally: { bytes: 0, chars: 0, usage: null }, sentBytes: 0 };
  let buffer = '';
  let outcome: RelayOutcome = 'client_closed';
  const clean = (text: string): string => (secret ? text.split(secret).join('[key]') : text);
  try {
    for (;;) {
      let read: Read;
      try {
        read = await readWithin(reader, idleMs, controller.signal);
      } catch {
        outcome = 'upstream_dropped';
        yield errorEvent(outcome);
        return;
      }
      if (read.kind === 'stopped') return;
      if (read.kind === 'idle') {
        outcome = 'upstream_timeout';
        yield errorEvent(outcome);
        return;
      }
      if (read.value) {
        meter.tally.bytes += read.value.byteLength;
        buffer += decoder.decode(read.value, { stream: !read.done });
      }
      // CRLF or CR line ends become LF; a CR at the very end may be half of a CRLF split across reads.
      const held = !read.done && buffer.endsWith('\r') ? '\r' : '';
      buffer = buffer.slice(0, buffer.length - held.length).replace(/\r\n?/g, '\n') + held;
      const end = buffer.lastIndexOf('\n\n');
      const events = end >= 0 ? buffer.slice(0, end).split('\n\n') : [];
      if (end >= 0) buffer = buffer.slice(end + 2);
      const { passed, capped } = within(
        events.map((event) => `${event}\n\n`),
        meter,
        cap,
      );
      // An event that never ends counts against the byte cap too.
      if (capped || buffer.length > cap.bytes) {
        outcome = 'capped';
        yield clean(passed.join('')) + endEvents(options.model, 'length');
        return;
      }
      if (passed.length > 0) yield clean(passed.join(''));
      // A last event without its blank line is incomplete (SSE drops it too).
      if (read.done) {
        outcome = 'completed';
        return;
      }
    }
  } finally {
    if (outcome !== 'completed') controller.abort();
    reader.cancel().catch(() => undefined);
    await options.onEnd(outcome, meter.tally);
  }
}
