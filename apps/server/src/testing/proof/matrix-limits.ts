// Test support for the matrix's shared limits: one user pushing past the real per-user byte rate of sync.
import { PUSH_BODY_LIMIT, SYNC_RATE_LIMITS } from '@groeipad/sync';
import type { LightMyRequestResponse } from 'fastify';
import type { Caller, MatrixWorld } from './matrix-world';

/**
 * Sends `caller`'s pushes of almost PUSH_BODY_LIMIT (no changes, a padding field) until one is
 * refused, and returns that answer; the last answer if none is. Twice the per-minute budget, plus
 * one, is enough even when a window ends during the flood.
 */
export async function floodPushBytes(
  world: MatrixWorld,
  caller: Caller,
): Promise<LightMyRequestResponse> {
  const body = JSON.stringify({ changes: [], pad: 'x'.repeat(PUSH_BODY_LIMIT - 1024) });
  const perMinute = Math.min(...SYNC_RATE_LIMITS.pushBytes.map((window) => window.max));
  const most = 2 * Math.ceil(perMinute / Buffer.byteLength(body)) + 1;
  let answer: LightMyRequestResponse | undefined;
  for (let sent = 0; sent < most; sent += 1) {
    answer = await world.call(caller, {
      method: 'POST',
      url: '/api/sync/push',
      body,
      headers: { 'content-type': 'application/json' },
    });
    if (answer.statusCode !== 200) return answer;
  }
  if (!answer) throw new Error('no push was sent');
  return answer;
}
