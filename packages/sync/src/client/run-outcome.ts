// What a finished sync run means for the scheduler: the phase and error kind of a failure, how long the server asked to wait, whether the account is full.
import { DEFAULT_RETRY_AFTER_MS } from '../limits';
import type { SyncRunResult, TransportErrorKind } from './types';
import { SyncTransportError } from './types';

/** 'waiting': the server asked to wait (429); the sync goes on by itself at the planned time. */
export type SyncPhase = 'idle' | 'syncing' | 'offline' | 'error' | 'signed_out' | 'waiting';
/** A transport error's kind, or 'local' when the device's own store failed. */
export type SyncErrorKind = TransportErrorKind | 'local';

export function errorKind(error: unknown): SyncErrorKind {
  return error instanceof SyncTransportError ? error.kind : 'local';
}

export function phaseOf(kind: SyncErrorKind): SyncPhase {
  if (kind === 'unauthorized') return 'signed_out';
  if (kind === 'rate_limited') return 'waiting';
  return kind === 'offline' ? 'offline' : 'error';
}

/** Whether the account is full after `result`; a run that learnt nothing about it keeps `before`. */
export function fullAfter(result: SyncRunResult, before: boolean): boolean {
  if (result.heldForQuota > 0) return true;
  return result.storage ? result.storage.usedBytes >= result.storage.quotaBytes : before;
}

/** How long the server asked to wait. */
export function waitOf(error: unknown): number {
  return (
    (error instanceof SyncTransportError ? error.retryAfterMs : undefined) ?? DEFAULT_RETRY_AFTER_MS
  );
}
