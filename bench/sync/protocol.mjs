// The client side of /api/sync as the app does it: JSON over HTTP, every answer checked with the zod
// schemas of @groeipad/sync (TypeScript, compiled by tsx on import), with the time of each step.
import { register } from 'tsx/esm/api';
import { postJson } from './http.mjs';

// Kept registered for the whole run: the sync package may import more of itself lazily.
register();
const sync = await import('@groeipad/sync');

export const { mutationIdOf, MAX_PULL_LIMIT, MAX_PUSH_CHANGES } = sync;

class SyncHttpError extends Error {
  name = 'SyncHttpError';
}

async function call(url, body, options, schema) {
  const start = performance.now();
  const response = await postJson(url, body, options);
  const received = performance.now();
  if (response.status !== 200) {
    throw new SyncHttpError(`${url} answered ${response.status}: ${response.text.slice(0, 300)}`);
  }
  const json = JSON.parse(response.text);
  const parsed = performance.now();
  const data = schema.parse(json);
  const validated = performance.now();
  return {
    data,
    bytes: Buffer.byteLength(response.text),
    ms: validated - start,
    httpMs: received - start,
    parseMs: parsed - received,
    validateMs: validated - parsed,
  };
}

/** A signed-in device: pull and push with its session cookie over the shared keep-alive agent. */
export function syncClient(baseUrl, { agent, cookie }) {
  const options = { agent, cookie };
  return {
    pull: (cursor, limit) =>
      call(`${baseUrl}/api/sync/pull`, { cursor, limit }, options, sync.pullResponseSchema),
    push: (changes) =>
      call(`${baseUrl}/api/sync/push`, { changes }, options, sync.pushResponseSchema),
  };
}

/** Throws unless every change of a push was accepted (the bench's own records never conflict). */
export function expectAccepted(response, what) {
  const bad = response.results.filter((r) => r.status !== 'accepted');
  if (bad.length > 0) {
    throw new Error(
      `${what}: ${bad.length} change(s) not accepted, first: ${JSON.stringify(bad[0])}`,
    );
  }
}
