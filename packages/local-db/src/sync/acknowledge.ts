// Applies the server's answers to a push: each record by the sync rules, each queue item completed, requeued or refused.
import type { TableName } from '@groeipad/domain';
import { decideAck, isEncryptedRecord, isSyncTable } from '@groeipad/sync';
import type {
  ConflictNote,
  Decision,
  LocalChange,
  RecordCheck,
  SettledRecord,
} from '@groeipad/sync';
import type { GroeipadDb } from '../types';
import { UNDECRYPTABLE } from './e2ee-open';
import type { OpenedResult } from './e2ee-open';
import { queueDetail, queueItemId, queueTable, refusedItem, settledItem } from './queue';
import type { QueueItem } from './queue';
import { applyDecision, hasPendingChange, localStateOf, readRecord } from './records';

function versionOfResult(result: OpenedResult): number | undefined {
  if (result.status === 'accepted') return result.version;
  if (result.status === 'conflict') return result.record.version;
  return undefined;
}

function resultKey(table: string, id: string): string {
  return `${table}\u0000${id}`;
}

/**
 * The pushed change as the rules compare it: a sealed change's plaintext record and changed fields
 * (kept in its queue item) instead of the ciphertext and `['e2e']` that went on the wire.
 */
function plainChange(change: LocalChange, item: QueueItem | undefined): LocalChange {
  if (change.data === null || !isEncryptedRecord(change.data)) return change;
  const detail = item ? queueDetail(item) : {};
  const sealed = detail.inFlight?.mutationId === change.mutationId ? detail.sealed : undefined;
  const kept = change.snapshot && !isEncryptedRecord(change.snapshot) ? change.snapshot : undefined;
  const snapshot = kept ?? sealed?.snapshot ?? {};
  const changed = sealed?.changed ?? Object.keys(snapshot).sort();
  return { ...change, data: snapshot, changed, snapshot };
}

/** The server's copy could not be decrypted: the device keeps its record, pending, and says so. */
function undecryptableAck(change: LocalChange): Decision {
  const { table, id } = change;
  return {
    record: { kind: 'keep' },
    purgeTombstone: false,
    conflict: { table, id, kind: 'rejected', fields: [], reason: UNDECRYPTABLE },
  };
}

/** What the app version brings to answers: its record check and the stamp of refusals. */
export type AckOptions = { check?: RecordCheck; version?: string };

/** One pushed change and its answer; runs inside the caller's bypassed transaction. */
async function acknowledgeOne(
  db: GroeipadDb,
  change: LocalChange & { table: TableName },
  result: OpenedResult,
  now: number,
  options: AckOptions,
): Promise<{ note?: ConflictNote; settled?: SettledRecord }> {
  const { table, id } = change;
  const queue = queueTable(db);
  const pushed = plainChange(change, await queue.get(queueItemId(table, id)));
  const before = await readRecord(db, table, id);
  // A live record written after an older delete supersedes it: the tombstone is stale.
  const tombstone = before.tombstone !== undefined && before.live === undefined;
  const decision =
    result.status === 'undecryptable'
      ? undecryptableAck(change)
      : decideAck(localStateOf(before.live), tombstone, pushed, result, options.check);
  await applyDecision(db, table, id, decision);
  const after = await readRecord(db, table, id);
  if (after.live !== undefined && after.tombstone !== undefined && decision.record.kind === 'put') {
    await db._tombstones.delete([table, id]);
    after.tombstone = undefined;
  }
  const version = versionOfResult(result);
  if (after.live === undefined && after.tombstone !== undefined && version !== undefined) {
    // Deleted while its create or edit was on the way: the delete to push is based on what the server stored.
    const record = { ...after.tombstone.record, _version: version };
    await db._tombstones.put({ ...after.tombstone, record });
  }
  const item = await queue.get(queueItemId(table, id));
  if (item) {
    const { version: app } = options;
    const next =
      result.status === 'rejected'
        ? refusedItem(item, result.reason, result.message, now, app)
        : result.status === 'undecryptable'
          ? refusedItem(item, UNDECRYPTABLE, 'the server copy could not be decrypted', now, app)
          : settledItem(item, hasPendingChange(after.live, after.tombstone), now);
    await queue.put(next);
  }
  const note = decision.conflict ? { ...decision.conflict, at: now } : undefined;
  const keptAside = decision.conflict?.kind === 'kept_aside';
  const settled = version === undefined || keptAside ? undefined : { table, id, version };
  return { ...(note ? { note } : {}), ...(settled ? { settled } : {}) };
}

/** Answers are matched by table and id, so a reordered answer list cannot cross records. */
export async function acknowledgeAll(
  db: GroeipadDb,
  pushed: readonly LocalChange[],
  results: readonly OpenedResult[],
  now: number,
  options: AckOptions = {},
): Promise<{ conflicts: ConflictNote[]; unanswered: LocalChange[]; settled: SettledRecord[] }> {
  const answers = new Map(results.map((result) => [resultKey(result.table, result.id), result]));
  const conflicts: ConflictNote[] = [];
  const unanswered: LocalChange[] = [];
  const settled: SettledRecord[] = [];
  for (const change of pushed) {
    const result = answers.get(resultKey(change.table, change.id));
    if (!result || !isSyncTable(change.table)) {
      unanswered.push(change);
      continue;
    }
    const table = change.table;
    const one = await acknowledgeOne(db, { ...change, table }, result, now, options);
    if (one.note) conflicts.push(one.note);
    if (one.settled) settled.push(one.settled);
  }
  return { conflicts, unanswered, settled };
}
