// Read-modify-write of one record in a single transaction, so two quick taps never work on stale data.
import type { EntityOf, TableName } from '@groeipad/domain';
import type { Table } from 'dexie';
import { withoutBookkeeping } from '../bookkeeping';
import { RecordNotFoundError } from '../errors';
import type { Repository, UpdatePatch } from '../repository';
import { loadSchemas } from '../schemas';
import type { GroeipadDb, StoredRecord } from '../types';

/** Reads the record, derives a patch from it and applies it with the repository's validated update. */
export async function rewrite<T extends TableName>(
  db: GroeipadDb,
  table: T,
  repository: Repository<T>,
  id: string,
  change: (record: EntityOf<T>) => UpdatePatch<T>,
): Promise<EntityOf<T>> {
  // Loaded before the transaction: awaiting a non-Dexie promise inside it would end the transaction.
  await loadSchemas();
  const store = db[table] as unknown as Table<StoredRecord<T>, string>;
  return db.transaction('rw', store, async () => {
    const existing = await store.get(id);
    if (!existing) throw new RecordNotFoundError(table, id);
    return repository.update(id, change(withoutBookkeeping(existing) as EntityOf<T>));
  });
}
