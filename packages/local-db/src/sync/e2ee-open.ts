// Incoming end-to-end encryption: pulled records and push answers are decrypted before the sync rules see them.
import { decryptRecord, isE2eeError, isEncryptedRecord, isEncryptedTable } from '@groeipad/sync';
import type { PushResult, ServerRecord } from '@groeipad/sync';

/** The conflict note reason (kind 'rejected') of a record this device cannot decrypt. */
export const UNDECRYPTABLE = 'undecryptable';

/** A push answer as the store applies it: decrypted, or its stored copy could not be opened. */
export type OpenedResult = PushResult | { status: 'undecryptable'; table: string; id: string };

/** The record's plaintext; undefined when it is ciphertext this key (or no key) cannot open. */
async function openRecord(
  record: ServerRecord,
  key: CryptoKey | undefined,
): Promise<ServerRecord | undefined> {
  const { table, data } = record;
  // Plaintext stays as it is: records written before the account turned encryption on.
  if (record.deleted || data === null || !isEncryptedTable(table) || !isEncryptedRecord(data)) {
    return record;
  }
  if (!key) return undefined;
  try {
    return { ...record, data: await decryptRecord(key, table, data) };
  } catch (error) {
    // Another key or altered bytes: skipped and noted, never a failed run.
    if (isE2eeError(error)) return undefined;
    throw error;
  }
}

/** A pulled page split into records to merge (decrypted) and records that could not be opened. */
export async function openPulled(
  changes: readonly ServerRecord[],
  key: CryptoKey | undefined,
): Promise<{ records: ServerRecord[]; undecryptable: ServerRecord[] }> {
  const records: ServerRecord[] = [];
  const undecryptable: ServerRecord[] = [];
  for (const change of changes) {
    const opened = await openRecord(change, key);
    if (opened) records.push(opened);
    else undecryptable.push(change);
  }
  return { records, undecryptable };
}

/** Push answers with the copies in conflict answers decrypted. */
export async function openResults(
  results: readonly PushResult[],
  key: CryptoKey | undefined,
): Promise<OpenedResult[]> {
  const opened: OpenedResult[] = [];
  for (const result of results) {
    if (result.status !== 'conflict') {
      opened.push(result);
      continue;
    }
    const record = await openRecord(result.record, key);
    if (!record) {
      opened.push({ status: 'undecryptable', table: result.table, id: result.id });
      continue;
    }
    // The rules read only `record`; an unreadable old copy is passed on as it came.
    const server = (await openRecord(result.server, key)) ?? result.server;
    opened.push({ ...result, server, record });
  }
  return opened;
}
