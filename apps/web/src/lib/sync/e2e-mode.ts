// Whether the account encrypts end to end and this device holds its key: decides how the sync session runs.
import { SyncTransportError } from '@groeipad/sync';
import type { E2eAccountStatus, E2eApiError, E2eClient } from '../e2e';
import type { E2eSyncState } from './sync-types';

/** The last answer of GET /api/account/e2e per account, kept in memory for while it cannot be asked. */
export type E2eStatusCache = Map<string, E2eAccountStatus>;

export type E2eAnswer = {
  status: E2eAccountStatus | undefined;
  /** True when the server answered just now; false when `status` is the cached one (or none). */
  fresh: boolean;
  error: E2eApiError | undefined;
};

/** Asks the server (the client does not even try offline); on failure, the last answer it gave. */
export async function askE2eStatus(
  client: E2eClient,
  cache: E2eStatusCache,
  userId: string,
): Promise<E2eAnswer> {
  const answer = await client.getStatus();
  if (answer.ok) {
    cache.set(userId, answer.value);
    return { status: answer.value, fresh: true, error: undefined };
  }
  return { status: cache.get(userId), fresh: false, error: answer.error };
}

/**
 * The state from the account's answer and the device's key. A fresh answer is trusted as it is; a
 * cached one too (the flows hand the controller the new answer when they change it). With no answer
 * at all, a key here means on: it is kept only while the account encrypts.
 */
export function e2eStateOf(answer: E2eAnswer, hasKey: boolean): E2eSyncState {
  const { status } = answer;
  if (!status) return hasKey ? 'on' : 'unknown';
  if (!status.enabled) return 'off';
  return hasKey ? 'on' : 'locked';
}

/** Why a run does not start while the state is unknown, as the scheduler understands it. */
export function unknownStateError(error: E2eApiError | undefined): SyncTransportError {
  const message = 'end-to-end encryption state unknown';
  if (error?.code === 'offline') return new SyncTransportError('offline', message);
  if (error?.code === 'unauthorized') return new SyncTransportError('unauthorized', message, 401);
  return new SyncTransportError('server', message, error?.status);
}
