// Generic repository: validated, stamped writes and simple reads for any registry table.
import type { EntityOf, TableName } from '@groeipad/domain';
import type { Table } from 'dexie';
import { withoutBookkeeping } from './bookkeeping';
import { isQuotaError, RecordNotFoundError, StorageFullError, ValidationError } from './errors';
import { loadedSchemas, loadSchemas } from './schemas';
import { reportQuotaExceeded } from './storage-status';
import type { GroeipadDb, StoredRecord } from './types';

/** A bulk insert of this many records or more counts as large (SPEC.md section 9). */
export const LARGE_BULK_THRESHOLD = 1000;

export type RepositoryContext = { now: () => number; actor: string };

type Stamped = 'id' | 'created_at' | 'updated_at' | 'created_by';

/** What a caller supplies to create a record: the stamps are added for it, the id is optional. */
export type CreateInput<T extends TableName> = Omit<EntityOf<T>, Stamped> & { id?: string };

/** Fields an update may change; identity and creation stamps are fixed. */
export type UpdatePatch<T extends TableName> = Partial<Omit<EntityOf<T>, Stamped>>;

export type Repository<T extends TableName> = {
  create(input: CreateInput<T>): Promise<EntityOf<T>>;
  bulkCreate(inputs: readonly CreateInput<T>[]): Promise<EntityOf<T>[]>;
  update(id: string, patch: UpdatePatch<T>): Promise<EntityOf<T>>;
  remove(id: string): Promise<void>;
  get(id: string): Promise<StoredRecord<T> | undefined>;
  all(): Promise<StoredRecord<T>[]>;
  count(): Promise<number>;
};

function validate<T extends TableName>(table: T, record: unknown, index?: number): EntityOf<T> {
  const schemas = loadedSchemas();
  if (!schemas) throw new Error('Table schemas are not loaded yet; open the database first.');
  const result = schemas[table].schema.safeParse(record);
  if (!result.success) throw new ValidationError(table, result.error.issues, index);
  return result.data as EntityOf<T>;
}

/** Quota failures become StorageFullError (and a status change) however they surface. */
async function guardQuota<R>(write: () => Promise<R>): Promise<R> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof StorageFullError) throw error;
    if (!isQuotaError(error)) throw error;
    reportQuotaExceeded();
    throw new StorageFullError(error);
  }
}

export function createRepository<T extends TableName>(
  db: GroeipadDb,
  table: T,
  ctx: RepositoryContext,
): Repository<T> {
  const store = db[table] as unknown as Table<StoredRecord<T>, string, EntityOf<T>>;

  function stamp(input: CreateInput<T>, index?: number): EntityOf<T> {
    const now = ctx.now();
    const record = {
      ...input,
      id: input.id ?? crypto.randomUUID(),
      created_at: now,
      updated_at: now,
      created_by: ctx.actor,
    };
    return validate(table, record, index);
  }

  /**
   * Loads the schemas when needed. Once loaded it returns nothing to await, so a repository call inside
   * a caller's Dexie transaction never yields to a non-Dexie promise.
   */
  function ready(): Promise<unknown> | undefined {
    return loadedSchemas() ? undefined : loadSchemas();
  }

  return {
    async create(input) {
      const loading = ready();
      if (loading) await loading;
      const record = stamp(input);
      await guardQuota(() => store.add(record));
      return record;
    },
    async bulkCreate(inputs) {
      const loading = ready();
      if (loading) await loading;
      const records = inputs.map((input, index) => stamp(input, index));
      // Large imports go in chunks so no single request clones 100k records at once; still one transaction.
      const chunk = records.length >= LARGE_BULK_THRESHOLD ? LARGE_BULK_THRESHOLD : records.length;
      await guardQuota(() =>
        db.transaction('rw', store, async () => {
          for (let start = 0; start < records.length; start += chunk) {
            await store.bulkAdd(records.slice(start, start + chunk));
          }
        }),
      );
      return records;
    },
    async update(id, patch) {
      const loading = ready();
      if (loading) await loading;
      return guardQuota(() =>
        db.transaction('rw', store, async () => {
          const existing = await store.get(id);
          if (!existing) throw new RecordNotFoundError(table, id);
          const {
            id: _i,
            created_at: _c,
            created_by: _b,
            updated_at: _u,
            ...changes
          } = patch as Record<string, unknown>;
          const merged = { ...withoutBookkeeping(existing), ...changes, updated_at: ctx.now() };
          const record = validate(table, merged);
          await store.put(record);
          return record;
        }),
      );
    },
    async remove(id) {
      await guardQuota(() => store.delete(id));
    },
    get: (id) => store.get(id),
    all: () => store.toArray(),
    count: () => store.count(),
  };
}
