// Why a remote model gave no (complete) reply, as a code the orchestrator can show when it falls back to the offline coach.

export const coachProviderErrorReasons = [
  /** No connection, connection lost mid-reply, or an unusable base URL. */
  'network',
  /** No answer or no next piece of the answer within the time limit. */
  'timeout',
  /** The endpoint answered with an error status (4xx other than 401/403, 5xx) or an error event. */
  'http',
  /** The endpoint refused the key (401/403). */
  'auth',
  /** Too many requests or replies at once (429): worth another try in a little while. */
  'limited',
  /** Our server's daily token budget (the user's or everyone's) is used up until the next day. */
  'budget',
  /** The stream held something that is not a chat-completions chunk. */
  'malformed',
  /** The stream ended without any text. */
  'empty',
  /** The caller's signal aborted the request. */
  'aborted',
] as const;

export type CoachProviderErrorReason = (typeof coachProviderErrorReasons)[number];

/** Imported without the OpenAI SDK (the main entry re-exports it), so the app can check errors cheaply. */
export class CoachProviderError extends Error {
  override name = 'CoachProviderError';
  readonly reason: CoachProviderErrorReason;
  /** The HTTP status when the endpoint sent one. */
  readonly status: number | null;

  constructor(
    reason: CoachProviderErrorReason,
    message: string,
    options: { status?: number | null; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.reason = reason;
    this.status = options.status ?? null;
  }
}

export function isCoachProviderError(error: unknown): error is CoachProviderError {
  return error instanceof CoachProviderError;
}
