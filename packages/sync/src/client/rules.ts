// Pure client-side sync rules: how a pulled record or a push answer changes the device's copy, and what a pending change looks like.
import { mergeChangedFields } from '../merge';
import type { PushResult, ServerRecord } from '../protocol';
import { invalidFields, keptAsideNote } from './record-check';
import type { RecordCheck } from './record-check';
import type { ConflictNote, LocalChange, LocalState, LocalStatus, Row } from './types';
import { changedFields } from './values';

export { mutationIdOf } from './mutation-id';
export { deleteChangeOf, liveChangeOf } from './pending-change';

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
    conflict: lostEdit(incoming.table, incoming.id, fields, local.data),
  };
}

/** The delete won over unsynced edits: the note keeps the device's copy, so the user can restore it. */
function lostEdit(
  table: string,
  id: string,
  fields: string[],
  values: Row,
): Omit<ConflictNote, 'at'> {
  return { table, id, kind: 'deleted_remotely', fields, values: structuredClone(values) };
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
 *
 * A copy `check` finds invalid (written by a newer app version) is kept aside in its note and the
 * device's copy stays as it is: stored, it would make every later local edit of the record fail.
 */
export function decidePulled(
  local: LocalState | undefined,
  tombstone: boolean,
  incoming: ServerRecord,
  inDoubt = false,
  check?: RecordCheck,
): Decision {
  if (incoming.deleted || incoming.data === null) return pulledDelete(local, tombstone, incoming);
  const invalid = invalidFields(incoming, check);
  if (invalid) return { ...KEEP, conflict: keptAsideNote(incoming, invalid) };
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
    return {
      record: { kind: 'remove' },
      purgeTombstone: true,
      conflict: lostEdit(pushed.table, pushed.id, pushedFields(pushed), current.data),
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
 * The server stored the pushed change but answered with a copy this app cannot store (a newer app
 * version wrote it). The device keeps its own copy, synced on the base it had (0 for a record never
 * synced): its next edit goes on that base, so the server merges it into the newer copy instead of
 * replacing that copy. Edits made while the push was on its way stay pending. The copy is kept aside.
 */
function keptAsideAck(
  current: LocalState | undefined,
  pushed: LocalChange,
  record: ServerRecord,
  fields: readonly string[],
): Decision {
  const conflict = keptAsideNote(record, fields);
  // Deleted meanwhile: the tombstone is pushed next.
  if (!current) return { ...KEEP, conflict };
  const base = current.version ?? 0;
  return {
    record: settle(current, pushed, pushed.snapshot ?? {}, base),
    purgeTombstone: false,
    conflict,
  };
}

/**
 * The server answered a pushed change; `current` is the live record now (it may have been edited
 * meanwhile). `tombstone` is not needed: a record deleted meanwhile has no `current`, and its
 * tombstone stays for the delete to be pushed next. A conflict answer's copy that `check` finds
 * invalid is kept aside (keptAsideAck).
 */
export function decideAck(
  current: LocalState | undefined,
  _tombstone: boolean,
  pushed: LocalChange,
  result: PushResult,
  check?: RecordCheck,
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
    case 'conflict': {
      const invalid = pushed.op === 'delete' ? undefined : invalidFields(result.record, check);
      if (invalid) return keptAsideAck(current, pushed, result.record, invalid);
      return conflictAck(current, pushed, result);
    }
  }
}
