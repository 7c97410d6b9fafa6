// The server's side of sync: apply a push atomically with per-record answers, and page through changes for a pull.
import { jsonByteLength } from '@groeipad/domain';
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

/**
 * How the owner's account treats pushes: `encryptedOnly` when it encrypts end to end; `quotaBytes`
 * when its stored data is limited (STORAGE_QUOTA_BYTES).
 */
export type ApplyPushOptions = ValidateOptions & { quotaBytes?: number };

/** The options of one push, with whether the account was at its quota when the push began. */
type PushContext = ApplyPushOptions & { full: boolean };

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

/** Whether storing `next` in place of `existing` makes the owner's data larger. */
function grows(next: Record<string, unknown>, existing: ServerRecord | undefined): boolean {
  return jsonByteLength(next) > jsonByteLength(existing?.data ?? null);
}

function overQuota(change: PushChange, quotaBytes: number | undefined): PushResult {
  const message = `the account keeps ${quotaBytes} bytes or more on the server, its quota; delete records to make room`;
  return {
    status: 'rejected',
    table: change.table,
    id: change.id,
    reason: 'quota_exceeded',
    message,
  };
}

async function applyOne(
  tx: SyncTx,
  change: PushChange,
  ownerId: string,
  context: PushContext,
): Promise<PushResult> {
  const { table, id } = change;
  const checked = validateChange(change, ownerId, context);
  if (!checked.ok)
    return { status: 'rejected', table, id, reason: checked.reason, message: checked.message };
  const replayed = await replay(tx, change);
  if (replayed) return replayed;
  const existing = await tx.get(table, id);
  const remember = (record: ServerRecord, merged: boolean) =>
    tx.putMutation(change.mutationId, { table, id, version: record.version, merged });

  if (change.op === 'delete' || checked.data === null) {
    // A delete beats every edit and is taken even at the quota: it is how an account makes room.
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
  const next = upToDate ? checked.data : mergeEdit(change, existing.data ?? {}, checked.data);
  // At the quota only what does not grow the account is stored: a shorter edit still goes through.
  if (context.full && grows(next, existing)) return overQuota(change, context.quotaBytes);
  const record = await tx.put({ table, id, deleted: false, data: next });
  await remember(record, !upToDate);
  if (upToDate || !existing) return { status: 'accepted', table, id, version: record.version };
  return conflict(existing, record);
}

/** Applies every change of one request in one transaction and answers each, in request order. */
export async function applyPush(
  store: SyncStore,
  ownerId: string,
  request: PushRequest,
  options: ApplyPushOptions = {},
): Promise<PushResponse> {
  const { quotaBytes } = options;
  return store.transaction(ownerId, async (tx) => {
    // Read under the owner's lock, so parallel pushes of one account see each other's writes.
    const full =
      quotaBytes !== undefined &&
      request.changes.length > 0 &&
      (await tx.storedBytes()) >= quotaBytes;
    const context: PushContext = { ...options, full };
    const results: PushResult[] = [];
    for (const change of request.changes) {
      results.push(await applyOne(tx, change, ownerId, context));
    }
    if (quotaBytes === undefined) return { results };
    return { results, storage: { usedBytes: await tx.storedBytes(), quotaBytes } };
  });
}

/** What a pull tells besides the changes: the account's storage on its last page, when it has a quota. */
export type PullOptions = { quotaBytes?: number };

/**
 * One page of the owner's changes after the cursor, bounded by count and by bytes of record data
 * (PULL_PAGE_BYTES), so an answer never holds more than the byte bound plus one record.
 */
export async function pullChanges(
  store: SyncStore,
  ownerId: string,
  request: PullRequest,
  options: PullOptions = {},
): Promise<PullResponse> {
  const limit = request.limit ?? DEFAULT_PULL_LIMIT;
  const page = await store.pageSince(ownerId, request.cursor, {
    limit,
    maxBytes: PULL_PAGE_BYTES,
  });
  const response = {
    changes: page.records,
    cursor: page.through ?? request.cursor,
    hasMore: page.hasMore,
  };
  const { quotaBytes } = options;
  if (quotaBytes === undefined || page.hasMore) return response;
  return { ...response, storage: { usedBytes: await store.storedBytes(ownerId), quotaBytes } };
}
