// Small records, local states, changes and answers for the sync rule tests.
import type { PushResult, ServerRecord } from '../protocol';
import type { LocalChange, LocalState, Row } from '../client/types';

export const T = 'tasks';
export const ID = 'task-1';

export function server(version: number, data: Row | null): ServerRecord {
  return { table: T, id: ID, version, deleted: data === null, data };
}

export function local(
  data: Row,
  status: LocalState['status'],
  version: number | null,
  changed: string[] = [],
): LocalState {
  return { data, status, changed, version };
}

export function change(
  op: LocalChange['op'],
  snapshot: Row | null,
  baseVersion: number | null,
  changed: string[] = [],
): LocalChange {
  return {
    table: T,
    id: ID,
    mutationId: 'm',
    op,
    baseVersion,
    changed,
    data: snapshot,
    snapshot,
  };
}

export const accepted = (version: number): PushResult => ({
  status: 'accepted',
  table: T,
  id: ID,
  version,
});
export const conflict = (record: ServerRecord): PushResult => ({
  status: 'conflict',
  table: T,
  id: ID,
  server: record,
  record,
});
