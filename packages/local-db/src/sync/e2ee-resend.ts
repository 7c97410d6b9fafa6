// Turning end-to-end encryption on: every record of the encrypted tables is pushed again, now as ciphertext.
import { ENCRYPTED_TABLES } from '@groeipad/sync';
import { statusOf, withoutBookkeeping } from '../bookkeeping';
import { bypassBookkeeping } from '../bypass';
import type { GroeipadDb } from '../types';
import { QUEUE_TABLE, isRejected, queueTable } from './queue';
import { ownedRows, rowTable } from './records';
import type { Row } from './records';

/** Pending as an edit of every field, on the same server version: the whole record goes out again. */
function asResend(row: Row): Row {
  const changed = Object.keys(withoutBookkeeping(row)).sort();
  return { ...row, _status: 'updated', _changed: changed };
}

/**
 * Marks every record of ENCRYPTED_TABLES owned by `userId` that the server has (synced or edited)
 * as pending with all fields changed, keeping its `_version`, in one transaction. With the data
 * key set on the sync store, the next sync pushes each as ciphertext over the server's plaintext
 * copy (up to date, so accepted as sent; the server's plaintext is replaced, not merged). Records
 * never pushed are pending creates already. Queue items the server refused (plaintext pushed to an
 * account that had just turned encryption on) get their chance again. Returns how many records
 * were marked.
 */
export async function markEncryptedTablesForResend(
  db: GroeipadDb,
  userId: string,
): Promise<number> {
  const scope = [...ENCRYPTED_TABLES, QUEUE_TABLE];
  return db.transaction('rw', scope, async (tx) => {
    bypassBookkeeping(tx);
    let marked = 0;
    for (const table of ENCRYPTED_TABLES) {
      const rows = (await ownedRows(db, table, userId)).filter(
        (row) => statusOf(row) !== 'created',
      );
      if (rows.length === 0) continue;
      await rowTable(db, table).bulkPut(rows.map(asResend));
      marked += rows.length;
    }
    const tables = new Set<string>(ENCRYPTED_TABLES);
    const refused = await queueTable(db)
      .where('user_id')
      .equals(userId)
      .filter((item) => tables.has(item.table_name) && isRejected(item))
      .primaryKeys();
    // A refused item holds no unanswered change, so a fresh item loses nothing.
    await queueTable(db).bulkDelete(refused);
    return marked;
  });
}
