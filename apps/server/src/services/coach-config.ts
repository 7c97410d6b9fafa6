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
};

type Fail = (message: string) => Error;

const defaultMaxTokens = 1024;
const maxModelLength = 200;

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

function parseMaxTokens(raw: string | undefined, fail: Fail): number {
  if (raw === undefined || raw === '') return defaultMaxTokens;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 32_768) {
    throw fail(`COACH_MAX_TOKENS must be a whole number from 1 to 32768, got '${raw}'.`);
  }
  return value;
}

/**
 * The proxy's settings, or null when COACH_BASE_URL is unset (the proxy is off). Other COACH_*
 * settings without a base URL are an error: the operator meant to turn it on.
 */
export function parseCoachConfig(env: NodeJS.ProcessEnv, fail: Fail): CoachProxyConfig | null {
  const baseUrl = env.COACH_BASE_URL ?? '';
  if (baseUrl === '') {
    const stray = ['COACH_MODEL', 'COACH_API_KEY', 'COACH_API_KEY_FILE', 'COACH_MAX_TOKENS'].filter(
      (name) => (env[name] ?? '') !== '',
    );
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
  return {
    baseUrl: url,
    model,
    apiKey: parseApiKey(env, fail),
    maxTokens: parseMaxTokens(env.COACH_MAX_TOKENS, fail),
  };
}
