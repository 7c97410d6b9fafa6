// Pure sync-bookkeeping rules: what `_status`, `_changed` and `_version` become when a record is written.
import { changedFields as changedValues } from '@groeipad/sync';
import type { RecordSyncStatus, SyncFields } from './types';

export const BOOKKEEPING_FIELDS: readonly string[] = ['_status', '_changed', '_version'];

type Row = Record<string, unknown>;

/** Names of the data fields that differ between two versions of a record (bookkeeping excluded). */
export function changedFields(before: Row, after: Row): string[] {
  return changedValues(before, after).filter((name) => !BOOKKEEPING_FIELDS.includes(name));
}

/** The record's `_status`; anything unknown counts as never synced. */
export function statusOf(row: Row): RecordSyncStatus {
  const status = row._status;
  return status === 'updated' || status === 'synced' ? status : 'created';
}

/** The record's `_changed` field names. */
export function changedOf(row: Row): string[] {
  const changed = row._changed;
  return Array.isArray(changed) ? changed.filter((c): c is string => typeof c === 'string') : [];
}

/** The server version a stored record is based on; undefined when it never synced. */
export function versionOf(row: Row | undefined): number | undefined {
  const version = row?._version;
  return typeof version === 'number' && Number.isInteger(version) ? version : undefined;
}

function statusAndChanged(before: Row | undefined, after: Row): SyncFields {
  if (before === undefined) return { _status: 'created', _changed: [] };
  const status = statusOf(before);
  if (status === 'created') return { _status: 'created', _changed: [] };
  const changed = changedFields(before, after);
  if (changed.length === 0) return { _status: status, _changed: changedOf(before) };
  const merged = new Set([...changedOf(before), ...changed]);
  return { _status: 'updated', _changed: [...merged].sort() };
}

/**
 * Bookkeeping for a record written over `before` (undefined when it is new). A new record and an
 * edit of a never-synced record are 'created'; an edit of a synced record becomes 'updated' and
 * remembers the changed fields, merged with changes not yet pushed. An edit that changes nothing
 * leaves the bookkeeping as it was. The server version always comes from `before`: repositories
 * write whole records that may lack it, and a caller cannot claim one.
 */
export function nextBookkeeping(before: Row | undefined, after: Row): SyncFields {
  const fields = statusAndChanged(before, after);
  const version = versionOf(before);
  return version === undefined ? fields : { ...fields, _version: version };
}

/** The record without its bookkeeping fields, as the domain schema and the server see it. */
export function withoutBookkeeping(row: Row): Row {
  const { _status: _s, _changed: _c, _version: _v, ...data } = row;
  return data;
}

/** `after` as it is stored over `before`: its data with fresh bookkeeping (a claimed `_version` dropped). */
export function withNextBookkeeping(before: Row | undefined, after: Row): Row {
  return { ...withoutBookkeeping(after), ...nextBookkeeping(before, after) };
}
