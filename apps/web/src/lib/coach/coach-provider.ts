// Which remote model (if any) answers: the server's proxied model or the user's own endpoint. The
// OpenAI SDK is loaded only when one is used; the offline coach needs none of it.
import { parseClassification, type CoachProvider, type SafetyModerator } from '@groeipad/coach';
import type { CoachSettings } from './coach-settings';
import { validateCustomEndpoint } from './coach-settings';

export const COACH_CONFIG_PATH = '/api/coach/config';
/** The server's OpenAI-compatible pass-through: the same client code as a user's own endpoint. */
export const COACH_PROXY_PATH = '/api/coach/v1';

/** signInRequired: the server has a model, but only for signed-in users. */
export type ServerCoachConfig = {
  available: boolean;
  model: string | null;
  signInRequired?: boolean;
};

const UNAVAILABLE: ServerCoachConfig = { available: false, model: null };
const SERVER_TIMEOUT_MS = 90_000;

/** What the server offers; unavailable when offline, signed out or not configured. */
export async function fetchServerCoachConfig(
  fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<ServerCoachConfig> {
  try {
    const response = await fetchFn(COACH_CONFIG_PATH, { credentials: 'same-origin' });
    if (!response.ok) return UNAVAILABLE;
    const body = (await response.json()) as {
      available?: unknown;
      model?: unknown;
      signInRequired?: unknown;
    };
    if (body.available === true && typeof body.model === 'string')
      return { available: true, model: body.model };
    return body.signInRequired === true ? { ...UNAVAILABLE, signInRequired: true } : UNAVAILABLE;
  } catch {
    return UNAVAILABLE;
  }
}

export type RemoteChoice =
  | { kind: 'offline' }
  | { kind: 'server'; model: string }
  | { kind: 'custom'; model: string; baseUrl: string; apiKey: string };

/** The remote model the settings ask for, if it can be used now; otherwise the offline coach. */
export function remoteChoice(settings: CoachSettings, server: ServerCoachConfig): RemoteChoice {
  if (settings.mode === 'server' && server.available && server.model)
    return { kind: 'server', model: server.model };
  if (settings.mode === 'custom' && validateCustomEndpoint(settings) === undefined)
    return {
      kind: 'custom',
      model: settings.model.trim(),
      baseUrl: settings.baseUrl.trim(),
      apiKey: settings.apiKey,
    };
  return { kind: 'offline' };
}

export async function createRemoteProvider(
  choice: RemoteChoice,
  approvedSummary: string | null,
): Promise<CoachProvider | null> {
  if (choice.kind === 'offline') return null;
  const { createOpenAiCompatibleProvider } = await import('@groeipad/coach/openai');
  if (choice.kind === 'server')
    return createOpenAiCompatibleProvider({
      baseURL: new URL(COACH_PROXY_PATH, globalThis.location.origin).toString(),
      model: choice.model,
      approvedSummary,
      // The server writes the system prompt from the context's choices (decision 036).
      serverPrompt: true,
      // The server waits up to 90 s for a model that is still loading; so does the device.
      timeoutMs: SERVER_TIMEOUT_MS,
    });
  return createOpenAiCompatibleProvider({
    baseURL: choice.baseUrl,
    model: choice.model,
    apiKey: choice.apiKey || undefined,
    approvedSummary,
  });
}

/**
 * The second opinion on crisis signals (decision 038): our server's relay (POST
 * /api/coach/v1/moderations, the operator's model) or the user's own endpoint (its /moderations, or its
 * chat model with a classification prompt). None for the offline coach: the device decides alone.
 */
export async function createRemoteModerator(choice: RemoteChoice): Promise<SafetyModerator | null> {
  if (choice.kind === 'offline') return null;
  if (choice.kind === 'server') return serverModerator;
  const { createOpenAiModerator } = await import('@groeipad/coach/openai');
  return createOpenAiModerator({
    baseURL: choice.baseUrl,
    model: choice.model,
    apiKey: choice.apiKey || undefined,
  });
}

/** Asks our server; anything but a well-formed verdict rejects, and the device's answer stands. */
const serverModerator: SafetyModerator = async (text, signal) => {
  const response = await fetch(
    new URL(`${COACH_PROXY_PATH}/moderations`, globalThis.location.origin),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ input: text }),
      credentials: 'same-origin',
      signal,
    },
  );
  if (!response.ok) throw new Error(`second opinion: status ${response.status}`);
  const verdict = parseClassification(await response.text());
  if (!verdict) throw new Error('second opinion: not a verdict');
  return verdict;
};
