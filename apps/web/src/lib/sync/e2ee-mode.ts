// Whether the account encrypts end to end and this device holds its key: decides how the sync session runs.
import { SyncTransportError } from '@groeipad/sync';
import type { E2eeAccountStatus, E2eeApiError, E2eeClient } from '../e2ee';
import type { E2eeSyncState } from './sync-types';

/** The last answer of GET /api/account/e2e per account, kept in memory for while it cannot be asked. */
export type E2eeStatusCache = Map<string, E2eeAccountStatus>;

export type E2eeAnswer = {
  status: E2eeAccountStatus | undefined;
  /** True when the server answered just now; false when `status` is the cached one (or none). */
  fresh: boolean;
  error: E2eeApiError | undefined;
};

/** Asks the server (the client does not even try offline); on failure, the last answer it gave. */
export async function askE2eeStatus(
  client: E2eeClient,
  cache: E2eeStatusCache,
  userId: string,
): Promise<E2eeAnswer> {
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
export function e2eeStateOf(answer: E2eeAnswer, hasKey: boolean): E2eeSyncState {
  const { status } = answer;
  if (!status) return hasKey ? 'on' : 'unknown';
  if (!status.enabled) return 'off';
  return hasKey ? 'on' : 'locked';
}

/** Why a run does not start while the state is unknown, as the scheduler understands it. */
export function unknownStateError(error: E2eeApiError | undefined): SyncTransportError {
  const message = 'end-to-end encryption state unknown';
  if (error?.code === 'offline') return new SyncTransportError('offline', message);
  if (error?.code === 'unauthorized') return new SyncTransportError('unauthorized', message, 401);
  return new SyncTransportError('server', message, error?.status);
}
