// The operator's remote coach model from the environment: where it is, which model, its key; unset base URL means no proxy.
import fs from 'node:fs';

export type CoachProxyConfig = {
  /** COACH_BASE_URL, absolute, without a trailing slash, e.g. http://localhost:11434/v1. */
  baseUrl: string;
  /** COACH_MODEL, sent upstream whatever the browser asks for. */
  model: string;
  /** COACH_API_KEY or the trimmed contents of COACH_API_KEY_FILE; unset for keyless servers (Ollama). */
  apiKey: string | undefined;
  /** COACH_MAX_TOKENS, the cap on a reply's length, default 1024. */
  maxTokens: number;
  limits: CoachLimitsConfig;
};

/** What one user, and all users together, may take of the operator's model (decision 036). */
export type CoachLimitsConfig = {
  /** COACH_REQUESTS_PER_MINUTE, per user, default 30. */
  requestsPerMinute: number;
  /** COACH_DAILY_TOKENS_PER_USER, tokens of questions and replies per user per day (UTC), default 200,000. */
  dailyTokensPerUser: number;
  /** COACH_DAILY_TOKENS, the same for all users together, default 5,000,000. */
  dailyTokens: number;
  /** COACH_STREAMS_PER_USER, replies one user may have streaming at once from one server process, default 2. */
  streamsPerUser: number;
  /** COACH_MAX_REPLY_CHARS, where the relay ends a reply, default 8 per COACH_MAX_TOKENS token. */
  maxReplyChars: number;
};

type Fail = (message: string) => Error;

const defaultMaxTokens = 1024;
const maxModelLength = 200;

type WholeSetting = { name: string; fallback: number; min: number; max: number };

function parseWhole(env: NodeJS.ProcessEnv, setting: WholeSetting, fail: Fail): number {
  const raw = env[setting.name];
  if (raw === undefined || raw === '') return setting.fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < setting.min || value > setting.max) {
    throw fail(
      `${setting.name} must be a whole number from ${setting.min} to ${setting.max}, got '${raw}'.`,
    );
  }
  return value;
}

function parseLimits(env: NodeJS.ProcessEnv, maxTokens: number, fail: Fail): CoachLimitsConfig {
  const whole = (name: string, fallback: number, min: number, max: number) =>
    parseWhole(env, { name, fallback, min, max }, fail);
  return {
    requestsPerMinute: whole('COACH_REQUESTS_PER_MINUTE', 30, 1, 10_000),
    dailyTokensPerUser: whole('COACH_DAILY_TOKENS_PER_USER', 200_000, 1, 1e12),
    dailyTokens: whole('COACH_DAILY_TOKENS', 5_000_000, 1, 1e12),
    streamsPerUser: whole('COACH_STREAMS_PER_USER', 2, 1, 100),
    maxReplyChars: whole('COACH_MAX_REPLY_CHARS', maxTokens * 8, 100, 1_000_000),
  };
}

/** Every COACH_* setting: any of them without COACH_BASE_URL means the operator meant to turn the proxy on. */
const coachSettings = [
  'COACH_MODEL',
  'COACH_API_KEY',
  'COACH_API_KEY_FILE',
  'COACH_MAX_TOKENS',
  'COACH_REQUESTS_PER_MINUTE',
  'COACH_DAILY_TOKENS_PER_USER',
  'COACH_DAILY_TOKENS',
  'COACH_STREAMS_PER_USER',
  'COACH_MAX_REPLY_CHARS',
];

function parseBaseUrl(raw: string, fail: Fail): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw fail(`COACH_BASE_URL must be a URL like http://localhost:11434/v1, got '${raw}'.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw fail(`COACH_BASE_URL must start with http:// or https://, got '${raw}'.`);
  }
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw fail(
      'COACH_BASE_URL must not hold a query, fragment or login; put the key in COACH_API_KEY.',
    );
  }
  return url.toString().replace(/\/+$/, '');
}

function parseApiKey(env: NodeJS.ProcessEnv, fail: Fail): string | undefined {
  const key = env.COACH_API_KEY ?? '';
  const file = env.COACH_API_KEY_FILE ?? '';
  if (key !== '' && file !== '') {
    throw fail('Set COACH_API_KEY or COACH_API_KEY_FILE, not both.');
  }
  if (key !== '') return key.trim();
  if (file === '') return undefined;
  let contents: string;
  try {
    contents = fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw fail(`COACH_API_KEY_FILE '${file}' cannot be read (${code}).`);
  }
  if (contents === '') throw fail(`COACH_API_KEY_FILE '${file}' is empty.`);
  return contents;
}

/**
 * The proxy's settings, or null when COACH_BASE_URL is unset (the proxy is off). Other COACH_*
 * settings without a base URL are an error: the operator meant to turn it on.
 */
export function parseCoachConfig(env: NodeJS.ProcessEnv, fail: Fail): CoachProxyConfig | null {
  const baseUrl = env.COACH_BASE_URL ?? '';
  if (baseUrl === '') {
    const stray = coachSettings.filter((name) => (env[name] ?? '') !== '');
    if (stray.length > 0) throw fail(`${stray.join(', ')} set without COACH_BASE_URL.`);
    return null;
  }
  const url = parseBaseUrl(baseUrl, fail);
  const model = (env.COACH_MODEL ?? '').trim();
  if (model === '' || model.length > maxModelLength) {
    throw fail(
      `COACH_MODEL must name the model (1 to ${maxModelLength} characters), e.g. llama3.2.`,
    );
  }
  const maxTokens = parseWhole(
    env,
    { name: 'COACH_MAX_TOKENS', fallback: defaultMaxTokens, min: 1, max: 32_768 },
    fail,
  );
  return {
    baseUrl: url,
    model,
    apiKey: parseApiKey(env, fail),
    maxTokens,
    limits: parseLimits(env, maxTokens, fail),
  };
}
