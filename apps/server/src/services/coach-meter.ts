// Measures what goes through the coach relay: a request's tokens estimated high, and each reply event's characters and reported usage.

export type ReplyUsage = { promptTokens: number; completionTokens: number };

export type EventReading = {
  /** Characters of reply text (and reasoning text some servers stream beside it). */
  chars: number;
  usage: ReplyUsage | null;
};

/**
 * The messages' tokens, estimated on the high side: one token per three UTF-8 bytes (English runs
 * about four characters a token, Japanese and Korean about one token a character, three bytes),
 * plus a few per message for its role and framing.
 */
export function estimatePromptTokens(messages: readonly { content: string }[]): number {
  let tokens = 3;
  for (const message of messages) {
    tokens += 4 + Math.ceil(Buffer.byteLength(message.content, 'utf8') / 3);
  }
  return tokens;
}

/** Tokens of a reply whose usage the model did not report: four characters a token. */
export function tokensOfChars(chars: number): number {
  return Math.ceil(chars / 4);
}

function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

function usageOf(value: unknown): ReplyUsage | null {
  if (typeof value !== 'object' || value === null) return null;
  const usage = value as Record<string, unknown>;
  const promptTokens = count(usage.prompt_tokens);
  const completionTokens = count(usage.completion_tokens);
  if (promptTokens === null || completionTokens === null) return null;
  return { promptTokens, completionTokens };
}

function textLength(choice: unknown): number {
  if (typeof choice !== 'object' || choice === null) return 0;
  const { delta, text } = choice as { delta?: unknown; text?: unknown };
  let length = typeof text === 'string' ? text.length : 0;
  if (typeof delta === 'object' && delta !== null) {
    for (const [field, value] of Object.entries(delta)) {
      if (field !== 'role' && typeof value === 'string') length += value.length;
    }
  }
  return length;
}

/** What one whole SSE event holds. Data that is not JSON counts whole, so it cannot slip past the cap. */
export function readEvent(event: string): EventReading {
  const payload = event
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(line.startsWith('data: ') ? 6 : 5))
    .join('\n');
  if (payload === '' || payload.trim() === '[DONE]') return { chars: 0, usage: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return { chars: payload.length, usage: null };
  }
  if (typeof parsed !== 'object' || parsed === null) return { chars: payload.length, usage: null };
  const { choices, usage } = parsed as { choices?: unknown; usage?: unknown };
  const chars = Array.isArray(choices)
    ? choices.reduce((sum: number, choice) => sum + textLength(choice), 0)
    : 0;
  return { chars, usage: usageOf(usage) };
}
