// Turns whatever the OpenAI SDK or fetch threw into a CoachProviderError with a reason code.
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  PermissionDeniedError,
} from 'openai';
import { CoachProviderError, type CoachProviderErrorReason } from './provider-error';
import type { RequestGuard } from './request-guard';

/** Error codes our server's coach proxy puts in a mid-stream error event. */
const proxyCodeReasons: Record<string, CoachProviderErrorReason> = {
  upstream_timeout: 'timeout',
  upstream_unreachable: 'network',
  upstream_dropped: 'network',
};

/** The `error` code of our proxy's 429 answer that means "come back tomorrow", not "in a moment". */
export const budgetErrorCode = 'coach_budget_exhausted';

type ApiErrorFacts = {
  status: unknown;
  code: unknown;
  /** The answer's `error` field: an object from OpenAI, a code string from our proxy. */
  body: unknown;
  message: string;
  refused: boolean;
};

function fromApiError(cause: unknown, facts: ApiErrorFacts): CoachProviderError {
  const status = typeof facts.status === 'number' ? facts.status : null;
  if (facts.refused) {
    return new CoachProviderError('auth', `the endpoint refused the key (${status})`, {
      status,
      cause,
    });
  }
  if (status === 429) {
    const budget = facts.body === budgetErrorCode;
    return new CoachProviderError(
      budget ? 'budget' : 'limited',
      budget ? 'the daily budget is used up' : 'the endpoint is limiting requests (429)',
      { status, cause },
    );
  }
  if (status !== null) {
    return new CoachProviderError('http', `the endpoint answered ${status}`, { status, cause });
  }
  // An error event inside the stream: the SDK gives it no status.
  const reason = proxyCodeReasons[typeof facts.code === 'string' ? facts.code : ''] ?? 'http';
  return new CoachProviderError(reason, `the endpoint reported an error: ${facts.message}`, {
    cause,
  });
}

export function toProviderError(error: unknown, guard: RequestGuard): CoachProviderError {
  if (error instanceof CoachProviderError) return error;
  // The SDK turns our own abort into a quiet end or an abort error; the guard knows which it was.
  if (guard.timedOut() || error instanceof APIConnectionTimeoutError) {
    return new CoachProviderError('timeout', 'the endpoint did not answer in time', {
      cause: error,
    });
  }
  if (guard.callerAborted() || error instanceof APIUserAbortError) {
    return new CoachProviderError('aborted', 'the request was aborted', { cause: error });
  }
  if (error instanceof APIConnectionError) {
    return new CoachProviderError('network', 'could not reach the endpoint', { cause: error });
  }
  if (error instanceof APIError) {
    const refused = error instanceof AuthenticationError || error instanceof PermissionDeniedError;
    const status: unknown = error.status;
    const code: unknown = error.code;
    const body: unknown = error.error;
    return fromApiError(error, { status, code, body, message: error.message, refused });
  }
  if (error instanceof SyntaxError) {
    return new CoachProviderError('malformed', 'the stream held a chunk that is not JSON', {
      cause: error,
    });
  }
  // fetch's "terminated" (connection lost mid-stream), an invalid URL, and anything unforeseen.
  const message = error instanceof Error ? error.message : String(error);
  return new CoachProviderError('network', `the request failed: ${message}`, { cause: error });
}
