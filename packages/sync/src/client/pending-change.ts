// A record's pending change as the store hands it out: a live record's create or update, or a delete.
import { mutationIdOf } from './mutation-id';
import type { LocalChange, LocalState } from './types';

/** The pending change of a live record that is not synced, as it would be pushed now. */
export function liveChangeOf(
  deviceId: string,
  table: string,
  id: string,
  local: LocalState,
): LocalChange {
  const op = local.status === 'created' ? 'create' : 'update';
  const data = local.data;
  return {
    table,
    id,
    mutationId: mutationIdOf(deviceId, table, id, op, data, local.version),
    op,
    baseVersion: local.version,
    changed: op === 'update' ? [...local.changed] : [],
    data,
    snapshot: data,
  };
}

/** The pending delete of a record the device deleted; `baseVersion` is the server version it had (null if none). */
export function deleteChangeOf(
  deviceId: string,
  table: string,
  id: string,
  baseVersion: number | null,
): LocalChange {
  return {
    table,
    id,
    mutationId: mutationIdOf(deviceId, table, id, 'delete', null, baseVersion),
    op: 'delete',
    baseVersion,
    changed: [],
    data: null,
    snapshot: null,
  };
}
