// The server's side of sync: apply a push atomically with per-record answers, and page through changes for a pull.
import { tableRegistry } from '@groeipad/domain/schemas';
import { mergeChangedFields } from '../merge';
import type {
  PullRequest,
  PullResponse,
  PushChange,
  PushRequest,
  PushResponse,
  PushResult,
  ServerRecord,
} from '../protocol';
import { DEFAULT_PULL_LIMIT, PULL_PAGE_BYTES } from '../limits';
import { isEncryptedRecord } from '../crypto/record-envelope';
import { isSyncTable } from '../tables';
import type { SyncStore, SyncTx } from './store';
import { validateChange } from './validate';
import type { ValidateOptions } from './validate';

/** How the owner's account treats pushes: `encryptedOnly` when it encrypts end to end. */
export type ApplyPushOptions = ValidateOptions;

function conflict(server: ServerRecord, record: ServerRecord): PushResult {
  return { status: 'conflict', table: record.table, id: record.id, server, record };
}

/** A retried change: answered from memory, never applied twice. */
async function replay(tx: SyncTx, change: PushChange): Promise<PushResult | undefined> {
  const memo = await tx.getMutation(change.mutationId);
  if (!memo || memo.table !== change.table || memo.id !== change.id) return undefined;
  const current = await tx.get(change.table, change.id);
  if (current && (memo.merged || current.version !== memo.version))
    return conflict(current, current);
  return { status: 'accepted', table: change.table, id: change.id, version: memo.version };
}

/** Merged copy of an edit made on a stale base: the device's changed fields over the server copy. */
function mergeEdit(
  change: PushChange,
  server: Record<string, unknown>,
  data: Record<string, unknown>,
) {
  // Fields merged into or around a ciphertext would keep plaintext beside it: one side wins whole.
  if (isEncryptedRecord(data) || isEncryptedRecord(server)) return data;
  const merged =
    change.op === 'create'
      ? { ...server, ...data }
      : mergeChangedFields(server, data, change.changed);
  // A merge of two valid copies is valid in practice; if it is not, the device's copy stands.
  const table = change.table as keyof typeof tableRegistry;
  const parsed = isSyncTable(table) ? tableRegistry[table].schema.safeParse(merged) : undefined;
  return parsed?.success ? merged : data;
}

async function applyOne(
  tx: SyncTx,
  change: PushChange,
  ownerId: string,
  options: ApplyPushOptions,
): Promise<PushResult> {
  const { table, id } = change;
  const checked = validateChange(change, ownerId, options);
  if (!checked.ok)
    return { status: 'rejected', table, id, reason: checked.reason, message: checked.message };
  const replayed = await replay(tx, change);
  if (replayed) return replayed;
  const existing = await tx.get(table, id);
  const remember = (record: ServerRecord, merged: boolean) =>
    tx.putMutation(change.mutationId, { table, id, version: record.version, merged });

  if (change.op === 'delete' || checked.data === null) {
    // A delete beats every edit; deleting an already deleted record stores nothing new.
    if (existing?.deleted) return { status: 'accepted', table, id, version: existing.version };
    const record = await tx.put({ table, id, deleted: true, data: null });
    await remember(record, false);
    return { status: 'accepted', table, id, version: record.version };
  }
  if (existing?.deleted) return conflict(existing, existing);
  const upToDate =
    existing === undefined ||
    (change.op !== 'create' &&
      change.baseVersion !== null &&
      change.baseVersion >= existing.version);
  if (upToDate) {
    const record = await tx.put({ table, id, deleted: false, data: checked.data });
    await remember(record, false);
    return { status: 'accepted', table, id, version: record.version };
  }
  const merged = mergeEdit(change, existing.data ?? {}, checked.data);
  const record = await tx.put({ table, id, deleted: false, data: merged });
  await remember(record, true);
  return conflict(existing, record);
}

/** Applies every change of one request in one transaction and answers each, in request order. */
export async function applyPush(
  store: SyncStore,
  ownerId: string,
  request: PushRequest,
  options: ApplyPushOptions = {},
): Promise<PushResponse> {
  return store.transaction(ownerId, async (tx) => {
    const results: PushResult[] = [];
    for (const change of request.changes) {
      results.push(await applyOne(tx, change, ownerId, options));
    }
    return { results };
  });
}

/**
 * One page of the owner's changes after the cursor, bounded by count and by bytes of record data
 * (PULL_PAGE_BYTES), so an answer never holds more than the byte bound plus one record.
 */
export async function pullChanges(
  store: SyncStore,
  ownerId: string,
  request: PullRequest,
): Promise<PullResponse> {
  const limit = request.limit ?? DEFAULT_PULL_LIMIT;
  const page = await store.pageSince(ownerId, request.cursor, {
    limit,
    maxBytes: PULL_PAGE_BYTES,
  });
  return { changes: page.records, cursor: page.through ?? request.cursor, hasMore: page.hasMore };
}
