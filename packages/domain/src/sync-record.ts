// The sync_status table's state machine (pending, synced, error) and its "last synced" text (SPEC 4).
export const SYNC_RECORD_STATUSES = ['pending', 'synced', 'error'] as const;
export type SyncRecordStatus = (typeof SYNC_RECORD_STATUSES)[number];

export type SyncRecordState = {
  status: SyncRecordStatus;
  last_synced?: number | null | undefined;
  error_message?: string | null | undefined;
};

export type SyncRecordEvent =
  { type: 'synced' } | { type: 'failed'; message: string } | { type: 'pending' };

export type SyncTransition<T> =
  { ok: true; record: T } | { ok: false; reason: 'invalid_transition' };

function withoutError<T extends SyncRecordState>(record: T): T {
  const { error_message: _cleared, ...rest } = record;
  return rest as T;
}

/**
 * pending -> synced sets last_synced and clears the error; pending|synced -> error stores the
 * message; any state -> pending clears the error (a new local change while pending stays pending).
 * error -> synced, synced -> synced and error -> error are rejected: a failed record must be queued
 * again before it can sync, so a stale success cannot hide a failure.
 */
export function transitionSyncRecord<T extends SyncRecordState>(
  record: T,
  event: SyncRecordEvent,
  now: number,
): SyncTransition<T> {
  switch (event.type) {
    case 'synced':
      if (record.status !== 'pending') return { ok: false, reason: 'invalid_transition' };
      return { ok: true, record: { ...withoutError(record), status: 'synced', last_synced: now } };
    case 'failed':
      if (record.status === 'error') return { ok: false, reason: 'invalid_transition' };
      return { ok: true, record: { ...record, status: 'error', error_message: event.message } };
    case 'pending':
      return { ok: true, record: { ...withoutError(record), status: 'pending' } };
  }
}

export const NEVER_SYNCED_TEXT = 'Nog niet gesynchroniseerd';

export type LastSynced = { kind: 'never' } | { kind: 'at'; at: number };

export function lastSynced(value: number | null | undefined): LastSynced {
  return value == null ? { kind: 'never' } : { kind: 'at', at: value };
}

/** 'Nog niet gesynchroniseerd', or the date and time of the last sync in the locale. */
export function lastSyncedText(
  value: number | null | undefined,
  locale = 'nl-NL',
  timeZone?: string,
): string {
  if (value == null) return NEVER_SYNCED_TEXT;
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  if (timeZone !== undefined) options.timeZone = timeZone;
  return new Intl.DateTimeFormat(locale, options).format(new Date(value));
}
