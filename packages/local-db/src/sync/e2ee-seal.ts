// Outgoing end-to-end encryption: pending changes of encrypted tables are sealed once and kept, so a resend sends the same bytes.
import {
  encryptRecord,
  isE2eeError,
  isEncryptedRecord,
  isEncryptedTable,
  mutationIdOf,
} from '@groeipad/sync';
import type { ConflictNote, E2eeError, LocalChange } from '@groeipad/sync';
import type { GroeipadDb } from '../types';
import {
  QUEUE_TABLE,
  queueDetail,
  queueItemId,
  queueTable,
  refusedItem,
  sealedItem,
} from './queue';
import { STATUS_TABLE, updateStatusRecord, withConflicts } from './status-record';

/** What a sealed update says it changed: field names would tell the server what was edited. */
export const SEALED_CHANGED: readonly string[] = ['e2e'];

export type SealOptions = { key: CryptoKey; deviceId: string; userId: string; now: number };

/** A change still in plaintext whose record must reach the server as ciphertext. */
function needsSealing(change: LocalChange): boolean {
  return isEncryptedTable(change.table) && change.data !== null && !isEncryptedRecord(change.data);
}

/**
 * The change as it goes on the wire: the record as ciphertext, `changed` without field names and
 * the mutation id over the ciphertext (a hash of plaintext, e.g. of a mood rating, is guessable).
 * The snapshot stays plaintext: answers are compared with it.
 */
async function seal(change: LocalChange, options: SealOptions): Promise<LocalChange | E2eeError> {
  const { table, id, op, baseVersion } = change;
  if (change.data === null || !isEncryptedTable(table)) return change;
  try {
    const data = await encryptRecord(options.key, table, change.data);
    return {
      ...change,
      data,
      changed: op === 'update' ? [...SEALED_CHANGED] : [],
      mutationId: mutationIdOf(options.deviceId, table, id, op, data, baseVersion),
      snapshot: change.snapshot ?? change.data,
    };
  } catch (error) {
    // An envelope above the server's limit, or a record without id/user_id: refused here, not sent.
    if (isE2eeError(error)) return error;
    throw error;
  }
}

/**
 * Stores each sealed change in its queue item, in one transaction. A change whose item moved on
 * meanwhile (another tab took it over) is left out; one that could not be sealed is refused like a
 * server rejection and noted. Returns the changes to send, in their order.
 */
async function storeSealed(
  db: GroeipadDb,
  outcomes: Map<LocalChange, LocalChange | E2eeError>,
  options: SealOptions,
): Promise<Set<LocalChange>> {
  const { now, userId } = options;
  const send = new Set<LocalChange>();
  const notes: ConflictNote[] = [];
  const queue = queueTable(db);
  for (const [plain, outcome] of outcomes) {
    const item = await queue.get(queueItemId(plain.table, plain.id));
    const ours =
      item?.status === 'syncing' && queueDetail(item).inFlight?.mutationId === plain.mutationId;
    if (!item || !ours) continue;
    if (isE2eeError(outcome)) {
      await queue.put(refusedItem(item, outcome.code, outcome.message, now));
      const { table, id } = plain;
      notes.push({ table, id, kind: 'rejected', fields: [], reason: outcome.code, at: now });
      continue;
    }
    const changed = plain.op === 'update' ? [...plain.changed] : [];
    await queue.put(sealedItem(item, outcome, { snapshot: outcome.snapshot ?? {}, changed }, now));
    send.add(outcome);
  }
  if (notes.length > 0) {
    await updateStatusRecord(db, userId, now, (record) => withConflicts(record, notes));
  }
  return send;
}

/**
 * Seals the plaintext changes of encrypted tables among `changes` (as takePendingChanges handed
 * them out) and returns the batch to push. Encryption awaits WebCrypto, which would end a Dexie
 * transaction, so it runs between the transaction that started the items and the one that stores
 * the sealed form. A change already sealed (a resend) is returned as it is.
 */
export async function sealPendingChanges(
  db: GroeipadDb,
  changes: readonly LocalChange[],
  options: SealOptions,
): Promise<LocalChange[]> {
  const plain = changes.filter(needsSealing);
  if (plain.length === 0) return [...changes];
  const outcomes = new Map<LocalChange, LocalChange | E2eeError>();
  for (const change of plain) outcomes.set(change, await seal(change, options));
  const send = await db.transaction('rw', [QUEUE_TABLE, STATUS_TABLE], async () => {
    return await storeSealed(db, outcomes, options);
  });
  return changes.flatMap((change) => {
    const outcome = outcomes.get(change);
    if (outcome === undefined) return [change];
    return isE2eeError(outcome) || !send.has(outcome) ? [] : [outcome];
  });
}
