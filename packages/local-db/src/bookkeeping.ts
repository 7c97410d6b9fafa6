// Pure sync-bookkeeping rules: what `_status` and `_changed` become when a record is written.
import type { RecordSyncStatus, SyncFields } from './types';

export const BOOKKEEPING_FIELDS: readonly string[] = ['_status', '_changed'];

type Row = Record<string, unknown>;

/** Structural equality for stored values (primitives, arrays, plain objects). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => sameValue((a as Row)[key], (b as Row)[key]));
}

/** Names of the data fields that differ between two versions of a record (bookkeeping excluded). */
export function changedFields(before: Row, after: Row): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((name) => !BOOKKEEPING_FIELDS.includes(name))
    .filter((name) => !sameValue(before[name], after[name]))
    .sort();
}

function statusOf(row: Row): RecordSyncStatus {
  const status = row._status;
  return status === 'updated' || status === 'synced' ? status : 'created';
}

function changedOf(row: Row): string[] {
  const changed = row._changed;
  return Array.isArray(changed) ? changed.filter((c): c is string => typeof c === 'string') : [];
}

/**
 * Bookkeeping for a record written over `before` (undefined when it is new). A new record and an
 * edit of a never-synced record are 'created'; an edit of a synced record becomes 'updated' and
 * remembers the changed fields, merged with changes not yet pushed. An edit that changes nothing
 * leaves the bookkeeping as it was.
 */
export function nextBookkeeping(before: Row | undefined, after: Row): SyncFields {
  if (before === undefined) return { _status: 'created', _changed: [] };
  const status = statusOf(before);
  if (status === 'created') return { _status: 'created', _changed: [] };
  const changed = changedFields(before, after);
  if (changed.length === 0) return { _status: status, _changed: changedOf(before) };
  const merged = new Set([...changedOf(before), ...changed]);
  return { _status: 'updated', _changed: [...merged].sort() };
}

/** The record without its bookkeeping fields, as the domain schema and the server see it. */
export function withoutBookkeeping(row: Row): Row {
  const { _status: _s, _changed: _c, ...data } = row;
  return data;
}
