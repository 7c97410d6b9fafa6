// Pure client-side sync rules: how a pulled record or a push answer changes the device's copy, and what a pending change looks like.
import { mergeChangedFields } from '../merge';
import type { PushResult, ServerRecord } from '../protocol';
import { mutationIdOf } from './mutation-id';
import type { ConflictNote, LocalChange, LocalState, LocalStatus, Row } from './types';
import { changedFields } from './values';

export { mutationIdOf } from './mutation-id';

/** What to do with the device's live record. */
export type LocalAction =
  /** Write this record (bookkeeping bypassed: status, changed and version as given). */
  | { kind: 'put'; data: Row; status: LocalStatus; changed: string[]; version: number }
  /** Remove the live record without leaving a tombstone (the server already knows it is gone). */
  | { kind: 'remove' }
  | { kind: 'keep' };

export type Decision = {
  record: LocalAction;
  /** Drop the local tombstone of this record (its delete is settled on the server). */
  purgeTombstone: boolean;
  conflict?: Omit<ConflictNote, 'at'>;
};

const KEEP: Decision = { record: { kind: 'keep' }, purgeTombstone: false };

function put(data: Row, status: LocalStatus, changed: string[], version: number): LocalAction {
  return { kind: 'put', data, status, changed, version };
}

function fieldsOf(data: Row | null): string[] {
  return Object.keys(data ?? {}).sort();
}

/**
 * The device's copy laid over a server copy: `merged` is what the device should hold at `version`.
 * Fields that still differ from the server copy stay pending ('updated'); none left means synced.
 */
function rebase(
  server: Row,
  merged: Row,
  version: number,
): { action: LocalAction; pending: string[] } {
  const pending = changedFields(server, merged);
  if (pending.length === 0) return { action: put(server, 'synced', [], version), pending };
  return { action: put(merged, 'updated', pending, version), pending };
}

function pulledDelete(
  local: LocalState | undefined,
  tombstone: boolean,
  incoming: ServerRecord,
): Decision {
  const record: LocalAction = local ? { kind: 'remove' } : { kind: 'keep' };
  // Deleted on both sides, or nothing of ours is lost: quietly settled.
  if (!local || local.status === 'synced' || tombstone) return { record, purgeTombstone: true };
  const fields = local.status === 'created' ? fieldsOf(local.data) : [...local.changed];
  return {
    record,
    purgeTombstone: true,
    conflict: { table: incoming.table, id: incoming.id, kind: 'deleted_remotely', fields },
  };
}

/**
 * A pulled record meets the device's copy. `local` is the live record (undefined if none);
 * `tombstone` whether the device deleted it and has not pushed that yet; `inDoubt` whether a change
 * of it was sent and its answer never came (the store resends that change as it was).
 *
 * A delete always wins. Otherwise the device's unpushed fields win over the server copy; fields the
 * server already holds with the same value are no longer pending.
 *
 * A record in doubt keeps its copy: whether the server applied the sent change is unknown, so the
 * device cannot tell its own old values in the pulled copy from values someone wrote over them on
 * purpose. The resent change's answer carries the server copy and settles it (decideAck).
 */
export function decidePulled(
  local: LocalState | undefined,
  tombstone: boolean,
  incoming: ServerRecord,
  inDoubt = false,
): Decision {
  if (incoming.deleted || incoming.data === null) return pulledDelete(local, tombstone, incoming);
  const server = incoming.data;
  const version = incoming.version;
  // Our delete is still to be pushed, and it will beat this copy.
  if (tombstone || (inDoubt && local)) return KEEP;
  if (!local) return { record: put(server, 'synced', [], version), purgeTombstone: false };
  // Stale, or the echo of our own push.
  if (local.version !== null && version <= local.version) return KEEP;
  if (local.status === 'synced') {
    return { record: put(server, 'synced', [], version), purgeTombstone: false };
  }
  // A record never synced whose id the server knows (imported on two devices, or our own create whose
  // answer was lost): all of it is the device's, so it wins whole. A field it lacks stays absent, as
  // the device may have cleared it after sending the create.
  const merged =
    local.status === 'created' ? local.data : mergeChangedFields(server, local.data, local.changed);
  const { action, pending } = rebase(server, merged, version);
  if (pending.length === 0) return { record: action, purgeTombstone: false };
  const conflict = {
    table: incoming.table,
    id: incoming.id,
    kind: 'merged' as const,
    fields: pending,
  };
  return { record: action, purgeTombstone: false, conflict };
}

/**
 * The server now holds `server` at `version` for a pushed change. What the device changed after the
 * change was taken (edited while the push was on its way) is laid over it and stays pending. The
 * record cannot have been rebased meanwhile: a pull leaves a record with an unanswered change alone.
 */
function settle(
  current: LocalState | undefined,
  pushed: LocalChange,
  server: Row,
  version: number,
): LocalAction {
  // Deleted meanwhile: the tombstone is pushed next.
  if (!current) return { kind: 'keep' };
  const since = changedFields(pushed.snapshot ?? {}, current.data);
  return rebase(server, mergeChangedFields(server, current.data, since), version).action;
}

function pushedFields(pushed: LocalChange): string[] {
  return pushed.op === 'create' ? fieldsOf(pushed.snapshot) : [...pushed.changed];
}

function conflictAck(
  current: LocalState | undefined,
  pushed: LocalChange,
  result: Extract<PushResult, { status: 'conflict' }>,
): Decision {
  const { record } = result;
  const id = { table: pushed.table, id: pushed.id };
  if (record.deleted || record.data === null) {
    // Deleted on the server: our edit is lost. If we deleted it too (or it is gone here), nothing to tell.
    if (pushed.op === 'delete' || !current)
      return { record: { kind: 'keep' }, purgeTombstone: true };
    const fields = pushedFields(pushed);
    return {
      record: { kind: 'remove' },
      purgeTombstone: true,
      conflict: { ...id, kind: 'deleted_remotely', fields },
    };
  }
  // The server never answers a delete with a live copy; keep the tombstone so the delete is retried.
  if (pushed.op === 'delete') return KEEP;
  return {
    record: settle(current, pushed, record.data, record.version),
    purgeTombstone: false,
    conflict: { ...id, kind: 'merged', fields: pushedFields(pushed) },
  };
}

/**
 * The server answered a pushed change; `current` is the live record now (it may have been edited
 * meanwhile). `tombstone` is not needed: a record deleted meanwhile has no `current`, and its
 * tombstone stays for the delete to be pushed next.
 */
export function decideAck(
  current: LocalState | undefined,
  _tombstone: boolean,
  pushed: LocalChange,
  result: PushResult,
): Decision {
  switch (result.status) {
    case 'rejected':
      return {
        record: { kind: 'keep' },
        purgeTombstone: false,
        conflict: {
          table: pushed.table,
          id: pushed.id,
          kind: 'rejected',
          fields: [],
          reason: result.reason,
        },
      };
    case 'accepted':
      if (pushed.op === 'delete') return { record: { kind: 'keep' }, purgeTombstone: true };
      return {
        record: settle(current, pushed, pushed.snapshot ?? {}, result.version),
        purgeTombstone: false,
      };
    case 'conflict':
      return conflictAck(current, pushed, result);
  }
}

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
