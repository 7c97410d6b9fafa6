// The event-stream pieces the coach proxy writes itself, in the chat-completions format the app's provider reads: text, a clean end, an error.

export type ProxyErrorCode = 'upstream_timeout' | 'upstream_dropped';

const errorMessages: Record<ProxyErrorCode, string> = {
  upstream_timeout: 'the coach model stopped answering',
  upstream_dropped: 'the connection to the coach model was lost',
};

function data(value: object | string): string {
  return `data: ${typeof value === 'string' ? value : JSON.stringify(value)}\n\n`;
}

/** The error event the OpenAI SDK turns into an APIError carrying `code`. */
export function errorEvent(code: ProxyErrorCode): string {
  return data({ error: { message: errorMessages[code], type: 'upstream_error', code } });
}

type FinishReason = 'stop' | 'length';

/** One chat-completion chunk: text, or the reason the reply ends. */
export function chunkEvent(model: string, piece: { text: string } | { finish: FinishReason }) {
  const choice =
    'text' in piece
      ? { index: 0, delta: { role: 'assistant', content: piece.text }, finish_reason: null }
      : { index: 0, delta: {}, finish_reason: piece.finish };
  return data({
    id: 'groeipad-proxy',
    object: 'chat.completion.chunk',
    created: 0,
    model,
    choices: [choice],
  });
}

/** How a reply ends that the proxy ends itself: why, then the stream's last line. */
export function endEvents(model: string, finish: FinishReason): string {
  return chunkEvent(model, { finish }) + data('[DONE]');
}
