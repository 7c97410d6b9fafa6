// Relays the model's event stream to the client whole event by whole event, ending with an error event when the model stalls or drops.

export type RelayOutcome = 'completed' | 'upstream_timeout' | 'upstream_dropped' | 'client_closed';

export type RelayOptions = {
  /** Aborted when the client goes away; aborted here when the relay ends early. */
  controller: AbortController;
  /** Longest wait for the next piece of the model's answer. */
  idleMs: number;
  /** The operator's key: never passed on, even if the model echoes it. */
  secret?: string | undefined;
  onEnd(outcome: RelayOutcome, bytes: number): void;
};

const messages: Record<'upstream_timeout' | 'upstream_dropped', string> = {
  upstream_timeout: 'the coach model stopped answering',
  upstream_dropped: 'the connection to the coach model was lost',
};

/** The error event the OpenAI SDK turns into an APIError carrying `code`. */
export function errorEvent(code: 'upstream_timeout' | 'upstream_dropped'): string {
  const error = { message: messages[code], type: 'upstream_error', code };
  return `data: ${JSON.stringify({ error })}\n\n`;
}

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

/**
 * Complete SSE events of `body` (each with its blank line), so an error event never lands inside a
 * half-sent one. Stopping early (the client left) cancels the model's request.
 */
export async function* relayEvents(
  body: ReadableStream<Uint8Array>,
  options: RelayOptions,
): AsyncGenerator<string> {
  const { controller, idleMs, secret } = options;
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let bytes = 0;
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
        bytes += read.value.byteLength;
        buffer += decoder.decode(read.value, { stream: !read.done });
      }
      // CRLF or CR line ends become LF; a CR at the very end may be half of a CRLF split across reads.
      const held = !read.done && buffer.endsWith('\r') ? '\r' : '';
      buffer = buffer.slice(0, buffer.length - held.length).replace(/\r\n?/g, '\n') + held;
      const end = buffer.lastIndexOf('\n\n');
      if (end >= 0) {
        const events = buffer.slice(0, end + 2);
        buffer = buffer.slice(end + 2);
        yield clean(events);
      }
      // A last event without its blank line is incomplete (SSE drops it too).
      if (read.done) {
        outcome = 'completed';
        return;
      }
    }
  } finally {
    if (outcome !== 'completed') controller.abort();
    reader.cancel().catch(() => undefined);
    options.onEnd(outcome, bytes);
  }
}
