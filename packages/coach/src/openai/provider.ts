// The OpenAI-compatible provider: streams a reply from OpenAI, Ollama, LM Studio, vLLM, llama.cpp or our server's proxy.
import OpenAI, { BadRequestError } from 'openai';
import type {
  ChatCompletionChunk,
  ChatCompletionCreateParamsStreaming,
} from 'openai/resources/chat/completions';
import { prepareMessages, proxyContextOf, type ProxyContext } from '../prompt';
import type { CoachChunk, CoachProvider, CoachRequest } from '../types';
import { resolveBaseUrl } from './base-url';
import { toProviderError } from './error-mapping';
import { CoachProviderError } from './provider-error';
import { createRequestGuard, type RequestGuard } from './request-guard';

export type OpenAiCompatibleOptions = {
  /** e.g. https://api.openai.com/v1, http://localhost:11434/v1, or /api/coach/v1 for our server. */
  baseURL: string;
  model: string;
  /** Unset for endpoints without a key (Ollama, our proxy): then no Authorization header is sent. */
  apiKey?: string;
  /** Longest wait for the answer to start and for each next piece of it. Default 30 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** The context summary the user approved in settings; null or unset sends none of their data. */
  approvedSummary?: string | null;
  maxTokens?: number;
  /**
   * Our server's proxy: it writes the system prompt itself, so the request carries the choices it
   * is made of (`coach_context`) and no system message.
   */
  serverPrompt?: boolean;
};

const defaultTimeoutMs = 30_000;
// The SDK wants a key; with none, the Authorization header is removed again below.
const noKey = 'no-key';

/** The SDK client for one endpoint, with none of the process environment and no retries. */
export function createClient(
  options: Pick<OpenAiCompatibleOptions, 'baseURL' | 'apiKey' | 'fetch'>,
): OpenAI {
  const hasKey = options.apiKey !== undefined && options.apiKey !== '';
  return new OpenAI({
    baseURL: resolveBaseUrl(options.baseURL),
    apiKey: hasKey ? options.apiKey : noKey,
    // Never the process environment (OPENAI_ORG_ID, ...): every setting comes from the options.
    organization: null,
    project: null,
    adminAPIKey: null,
    webhookSecret: null,
    ...(hasKey ? {} : { defaultHeaders: { Authorization: null } }),
    // The user's own endpoint, or our same-origin proxy: no key of ours is in the browser.
    dangerouslyAllowBrowser: true,
    // A failed request falls back to the offline coach at once instead of retrying.
    maxRetries: 0,
    // The SDK would log a malformed chunk, which holds the user's conversation.
    logLevel: 'off',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

function isUnsupportedStreamOptions(error: unknown): boolean {
  return error instanceof BadRequestError && /stream_options/i.test(error.message);
}

async function openStream(
  client: OpenAI,
  body: ChatCompletionCreateParamsStreaming,
  guard: RequestGuard,
  timeoutMs: number,
): Promise<AsyncIterable<ChatCompletionChunk>> {
  const requestOptions = { signal: guard.signal, timeout: timeoutMs, maxRetries: 0 };
  try {
    return await client.chat.completions.create(body, requestOptions);
  } catch (error) {
    // Older servers refuse stream_options; the reply matters more than the token count.
    if (!isUnsupportedStreamOptions(error)) throw error;
    const { stream_options: _ignored, ...plain } = body;
    return await client.chat.completions.create(plain, requestOptions);
  }
}

type ChunkReading = { text: string; totalTokens: number | null };

/** The text and token count of one chunk; anything that is not a chunk object is malformed. */
function readChunk(chunk: unknown): ChunkReading {
  if (typeof chunk !== 'object' || chunk === null || Array.isArray(chunk)) {
    throw new CoachProviderError('malformed', 'the stream held a piece that is not a chunk object');
  }
  const { choices, usage } = chunk as Partial<ChatCompletionChunk>;
  if (choices !== undefined && choices !== null && !Array.isArray(choices)) {
    throw new CoachProviderError('malformed', 'the stream held a chunk without a choices list');
  }
  const content = (choices?.[0] as Partial<ChatCompletionChunk.Choice> | undefined)?.delta?.content;
  const total = usage?.total_tokens;
  return {
    text: typeof content === 'string' ? content : '',
    totalTokens: typeof total === 'number' && Number.isFinite(total) ? total : null,
  };
}

async function* streamReply(
  options: OpenAiCompatibleOptions,
  request: CoachRequest,
): AsyncGenerator<CoachChunk> {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const guard = createRequestGuard(request.signal, timeoutMs);
  try {
    const client = createClient(options);
    const summary = options.approvedSummary ?? null;
    const messages = prepareMessages(request, summary);
    const proxy: { coach_context?: ProxyContext } = options.serverPrompt
      ? { coach_context: proxyContextOf(request, summary) }
      : {};
    const body: ChatCompletionCreateParamsStreaming = {
      model: options.model,
      messages: options.serverPrompt
        ? messages.filter((message) => message.role !== 'system')
        : messages,
      stream: true,
      stream_options: { include_usage: true },
      ...(options.maxTokens !== undefined ? { max_tokens: options.maxTokens } : {}),
      ...proxy,
    };
    const stream = await guard.race(openStream(client, body, guard, timeoutMs));
    const iterator = stream[Symbol.asyncIterator]();
    let sentText = false;
    let tokensUsed: number | null = null;
    try {
      while (!guard.signal.aborted) {
        const step = await guard.race(iterator.next());
        if (step.done) break;
        const { text, totalTokens } = readChunk(step.value);
        tokensUsed = totalTokens ?? tokensUsed;
        if (text === '') continue;
        sentText = true;
        guard.pause();
        yield { type: 'text', text };
        guard.resume();
      }
    } finally {
      // Not awaited: after an abort the SDK's pending read may never settle (see RequestGuard.race).
      iterator.return?.().catch(() => undefined);
    }
    // The SDK ends quietly when its signal aborts: a timeout or the caller, not a finished reply.
    if (guard.timedOut() || guard.callerAborted()) throw new Error('stopped');
    if (!sentText) throw new CoachProviderError('empty', 'the endpoint sent no text');
    yield { type: 'done', model: options.model, tokensUsed };
  } catch (error) {
    throw toProviderError(error, guard);
  } finally {
    guard.dispose();
  }
}

/** A provider for any OpenAI-compatible chat-completions endpoint; failures throw CoachProviderError. */
export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): CoachProvider {
  return {
    kind: 'openai-compatible',
    model: options.model,
    reply: (request) => streamReply(options, request),
  };
}
