// The proxy's request to the operator's model: the body it forwards (server's system prompt, operator's model, capped length, details stripped) and its failures as 502/504.
import type { ChatCompletionRequest, ChatMessage } from '@groeipad/coach';
import type { CoachProxyConfig } from './coach-config';
import { upstreamMessages } from './coach-prompt';

export type UpstreamFailure = {
  status: 502 | 504;
  error: 'upstream_timeout' | 'upstream_unreachable' | 'upstream_auth' | 'upstream_error';
  message: string;
};

export type UpstreamOpened =
  | { ok: true; body: ReadableStream<Uint8Array> }
  | { ok: false; failure: UpstreamFailure; upstreamStatus: number | null };

export type UpstreamOptions = {
  fetch: typeof fetch;
  /** Aborted by the route when the client goes away; aborted here when no answer comes in time. */
  controller: AbortController;
  headersTimeoutMs: number;
};

export type UpstreamBody = { messages: ChatMessage[] } & Record<string, unknown>;

/**
 * What goes upstream: only known fields, the server's system prompt, the operator's model whatever
 * the client named, the reply length capped, every message stripped of personal details once more,
 * and always a request for the usage, which the daily budgets count.
 */
export function buildUpstreamBody(
  request: ChatCompletionRequest,
  config: CoachProxyConfig,
): UpstreamBody {
  // Keep the client's field name: newer OpenAI models want max_completion_tokens, local servers max_tokens.
  const tokenField =
    request.max_completion_tokens !== undefined ? 'max_completion_tokens' : 'max_tokens';
  const asked = request.max_completion_tokens ?? request.max_tokens ?? config.maxTokens;
  return {
    model: config.model,
    messages: upstreamMessages(request),
    stream: true,
    stream_options: { include_usage: true },
    [tokenField]: Math.min(asked, config.maxTokens),
    ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
    ...(request.top_p !== undefined ? { top_p: request.top_p } : {}),
  };
}

function failure(
  status: UpstreamFailure['status'],
  error: UpstreamFailure['error'],
  message: string,
  upstreamStatus: number | null = null,
): UpstreamOpened {
  return { ok: false, failure: { status, error, message }, upstreamStatus };
}

function statusFailure(status: number): UpstreamOpened {
  if (status === 401 || status === 403) {
    return failure(
      502,
      'upstream_auth',
      'the coach model refused the server’s credentials; the operator has to check COACH_API_KEY',
      status,
    );
  }
  return failure(502, 'upstream_error', `the coach model answered with status ${status}`, status);
}

/** Sends the request; a usable answer is an event stream, anything else a failure to report. */
export async function openUpstream(
  config: CoachProxyConfig,
  body: UpstreamBody,
  options: UpstreamOptions,
): Promise<UpstreamOpened> {
  const { controller } = options;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.headersTimeoutMs);
  let response: Response;
  try {
    response = await options.fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        // The operator's key is added here and nowhere else; nothing of the client's headers goes up.
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
  } catch {
    return timedOut
      ? failure(504, 'upstream_timeout', 'the coach model did not answer in time')
      : failure(502, 'upstream_unreachable', 'the coach model could not be reached');
  } finally {
    clearTimeout(timer);
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && response.body && type.includes('text/event-stream')) {
    return { ok: true, body: response.body };
  }
  // Its text is never passed on: an error page may echo the request or part of the key.
  response.body?.cancel().catch(() => undefined);
  if (!response.ok) return statusFailure(response.status);
  return failure(
    502,
    'upstream_error',
    'the coach model did not stream its answer',
    response.status,
  );
}
