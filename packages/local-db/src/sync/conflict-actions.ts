// What the user can do from a sync conflict: send a refused change again, or restore an edit a delete beat as a new record.
import type { TableName } from '@groeipad/domain';
import { isSyncTable } from '@groeipad/sync';
import { createRepository } from '../repository';
import type { CreateInput, RepositoryContext } from '../repository';
import { loadSchemas } from '../schemas';
import type { GroeipadDb } from '../types';
import { QUEUE_TABLE, queueItemId, queueTable, retriedItem } from './queue';
import {
  STATUS_TABLE,
  conflictsOf,
  readStatusRecord,
  updateStatusRecord,
  withoutConflicts,
} from './status-record';
import type { StoredConflict } from './status-record';

/** The conflict is gone (seen elsewhere, settled) or offers no such action. */
export class ConflictActionError extends Error {
  override readonly name = 'ConflictActionError';
  constructor(readonly key: string) {
    super(`Sync conflict ${key} cannot be retried or restored`);
  }
}

/**
 * Whether a conflict can be restored: an edit a delete beat whose copy was kept. A user's own `users`
 * row is never restored: its id is the account, and a copy under a new id would belong to nobody.
 */
export function isRestorable(note: StoredConflict): boolean {
  return (
    note.kind === 'deleted_remotely' &&
    note.values !== undefined &&
    isSyncTable(note.table) &&
    note.table !== 'users'
  );
}

async function noteOf(db: GroeipadDb, userId: string, key: string): Promise<StoredConflict> {
  const note = conflictsOf(await readStatusRecord(db, userId)).find((n) => n.key === key);
  if (note === undefined) throw new ConflictActionError(key);
  return note;
}

async function dropNote(db: GroeipadDb, userId: string, key: string, now: number): Promise<void> {
  await updateStatusRecord(db, userId, now, (record) => withoutConflicts(record, [key]));
}

/**
 * The refused change of the conflict goes back to pending with fresh retries, for the next run to
 * send (refused again, it waits as before and a new note comes); the note goes. False when the
 * record has no refused change any more (edited since, synced or deleted): only the note goes.
 */
export async function retryRefusedChange(
  db: GroeipadDb,
  userId: string,
  key: string,
  now: number,
): Promise<boolean> {
  return db.transaction('rw', [QUEUE_TABLE, STATUS_TABLE], async () => {
    const note = await noteOf(db, userId, key);
    if (note.kind !== 'rejected') throw new ConflictActionError(key);
    const item = await queueTable(db).get(queueItemId(note.table, note.id));
    const retried = item?.user_id === userId ? retriedItem(item, undefined, true, now) : undefined;
    if (retried) await queueTable(db).put(retried);
    await dropNote(db, userId, key, now);
    return retried !== undefined;
  });
}

/** The note's copy without the stamps a create gives anew (id, creation, update, writer). */
function createInputOf(values: Record<string, unknown>): Record<string, unknown> {
  const { id: _i, created_at: _c, updated_at: _u, created_by: _b, ...input } = values;
  return input;
}

/**
 * Restores an edit a delete on another device beat: its kept copy becomes a new record (a new id,
 * created now by `ctx.actor`, validated as any write), which syncs as a create; the note goes. The
 * old id stays deleted: the server lets a delete win for good, so a create under it would be
 * deleted again. Returns the new record's id.
 */
export async function restoreDeletedEdit(
  db: GroeipadDb,
  key: string,
  ctx: RepositoryContext,
): Promise<string> {
  await loadSchemas();
  const before = await noteOf(db, ctx.actor, key);
  if (!isRestorable(before)) throw new ConflictActionError(key);
  const table = before.table as TableName;
  return db.transaction('rw', [db[table], STATUS_TABLE], async () => {
    const note = await noteOf(db, ctx.actor, key);
    const input = createInputOf(note.values ?? {}) as CreateInput<TableName>;
    const record = await createRepository(db, table, ctx).create(input);
    await dropNote(db, ctx.actor, key, ctx.now());
    return record.id;
  });
}

/** The actions bound to a user and clock, as a repository factory (`useBoundRepository`). */
export function syncConflictActions(db: GroeipadDb, ctx: RepositoryContext) {
  return {
    retry: (key: string) => retryRefusedChange(db, ctx.actor, key, ctx.now()),
    restore: (key: string) => restoreDeletedEdit(db, key, ctx),
  };
}

export type SyncConflictActions = ReturnType<typeof syncConflictActions>;
