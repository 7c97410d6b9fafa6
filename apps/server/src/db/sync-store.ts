// The SyncStore of @groeipad/sync on the server database (PGlite or PostgreSQL): the only SQL of sync.
import {
  pageLength,
  type MutationMemo,
  type RecordWrite,
  type ServerRecord,
  type SyncStore,
  type SyncTx,
} from '@groeipad/sync';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, RecordsTable } from './schema';

type RecordRow = Pick<Selectable<RecordsTable>, 'table_name' | 'id' | 'version' | 'deleted'> & {
  data: unknown;
};

const recordColumns = ['table_name', 'id', 'version', 'deleted', 'data'] as const;

function toServerRecord(row: RecordRow): ServerRecord {
  // A tombstone keeps JSON null in the NOT NULL jsonb column; the wire wants null either way.
  const data = row.deleted || row.data === null ? null : (row.data as Record<string, unknown>);
  return { table: row.table_name, id: row.id, version: row.version, deleted: row.deleted, data };
}

/** An owner's stored bytes: the kept total, or the records' sum while none is kept yet. */
async function storedBytesOf(
  db: Kysely<Database> | Transaction<Database>,
  ownerId: string,
  unkept = 0,
): Promise<number> {
  const row = await db
    .selectFrom('storage_usage')
    .select('data_bytes')
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (row) return Number(row.data_bytes) + unkept;
  // The sum already holds the writes of the transaction it runs in.
  const { rows } = await sql<{ bytes: number | string }>`
    select coalesce(sum(data_bytes), 0) as bytes from records where owner_id = ${ownerId}`.execute(
    db,
  );
  return Number(rows[0]?.bytes ?? 0);
}

/** Adds a transaction's change in stored bytes to the owner's kept total, under the owner's lock. */
async function keepStoredBytes(
  trx: Transaction<Database>,
  ownerId: string,
  change: number,
): Promise<void> {
  if (change === 0) return;
  const updated = await trx
    .updateTable('storage_usage')
    .set({ data_bytes: sql<number>`data_bytes + ${change}` })
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (updated.numUpdatedRows > 0n) return;
  await sql`insert into storage_usage (owner_id, data_bytes)
    select ${ownerId}, coalesce(sum(data_bytes), 0) from records where owner_id = ${ownerId}`.execute(
    trx,
  );
}

/** Bytes a transaction's writes added to the owner's data so far (negative when it shrank). */
type Unkept = { bytes: number };

function openTx(trx: Transaction<Database>, ownerId: string, unkept: Unkept): SyncTx {
  return {
    async get(table, id) {
      const row = await trx
        .selectFrom('records')
        .select(recordColumns)
        .where('owner_id', '=', ownerId)
        .where('table_name', '=', table)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toServerRecord(row) : undefined;
    },
    async put(write: RecordWrite) {
      // The insert's default takes one nextval; the update reuses it through `excluded`, so each
      // write costs exactly one sequence number.
      const row = await trx
        .insertInto('records')
        .values({
          owner_id: ownerId,
          table_name: write.table,
          id: write.id,
          data: JSON.stringify(write.deleted ? null : write.data),
          deleted: write.deleted,
        })
        .onConflict((oc) =>
          oc.columns(['owner_id', 'table_name', 'id']).doUpdateSet({
            data: sql<string>`excluded.data`,
            deleted: sql<boolean>`excluded.deleted`,
            version: sql<number>`excluded.version`,
            updated_at: sql<Date>`now()`,
          }),
        )
        .returning([
          ...recordColumns,
          'data_bytes',
          // The statement's snapshot: the row as it was before this write (null for a new one).
          sql<number | null>`(select r.data_bytes from records r where r.owner_id = ${ownerId}
            and r.table_name = ${write.table} and r.id = ${write.id})`.as('previous_bytes'),
        ])
        .executeTakeFirstOrThrow();
      unkept.bytes += row.data_bytes - (row.previous_bytes ?? 0);
      return toServerRecord(row);
    },
    storedBytes: () => storedBytesOf(trx, ownerId, unkept.bytes),
    async getMutation(mutationId) {
      const row = await trx
        .selectFrom('sync_mutations')
        .select(['table_name', 'record_id', 'version', 'merged'])
        .where('owner_id', '=', ownerId)
        .where('mutation_id', '=', mutationId)
        .executeTakeFirst();
      if (!row) return undefined;
      const memo: MutationMemo = {
        table: row.table_name,
        id: row.record_id,
        version: row.version,
        merged: row.merged,
      };
      return memo;
    },
    async putMutation(mutationId, memo) {
      const values = {
        table_name: memo.table,
        record_id: memo.id,
        version: memo.version,
        merged: memo.merged,
      };
      // A device reusing a mutation id for another record replaces the memo, as the memory twin does.
      await trx
        .insertInto('sync_mutations')
        .values({ owner_id: ownerId, mutation_id: mutationId, ...values })
        .onConflict((oc) =>
          oc
            .columns(['owner_id', 'mutation_id'])
            .doUpdateSet({ ...values, created_at: sql<Date>`now()` }),
        )
        .execute();
    },
  };
}

/** The owner's transaction lock (see createDatabaseSyncStore); account deletion and key bundle writes take it too. */
export async function lockOwner(trx: Transaction<Database>, ownerId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`sync:${ownerId}`}, 0))`.execute(trx);
}

export type OwnerGuardOptions = {
  /**
   * Runs under the owner's lock before every write and throws to refuse it (the app passes
   * assertAccountActive: no write of an account that is being deleted or gone, decision 035).
   */
  ownerGuard?: (trx: Transaction<Database>, ownerId: string) => Promise<void>;
};

/**
 * Transactions of one owner take a transaction-scoped advisory lock on a 64-bit hash of the owner id
 * first, so they run one after another even across server processes sharing one PostgreSQL: a
 * version drawn later commits later, and a pull cursor never skips a change that commits afterwards.
 * (hashtextextended exists in PostgreSQL 11+ and in PGlite; two owners sharing a hash only wait for
 * each other.) Mutation memos older than 90 days are pruned by created_at (sync-mutation-prune.ts).
 * The owner's stored bytes (storage_usage, for the quota) change with every write under the same
 * lock: this module is the only writer of records, so the kept total stays their sum.
 */
export function createDatabaseSyncStore(
  db: Kysely<Database>,
  options: OwnerGuardOptions = {},
): SyncStore {
  return {
    transaction(ownerId, fn) {
      return db.transaction().execute(async (trx) => {
        await lockOwner(trx, ownerId);
        await options.ownerGuard?.(trx, ownerId);
        const unkept: Unkept = { bytes: 0 };
        const result = await fn(openTx(trx, ownerId, unkept));
        await keepStoredBytes(trx, ownerId, unkept.bytes);
        return result;
      });
    },
    storedBytes: (ownerId) => storedBytesOf(db, ownerId),
    async changesSince(ownerId, cursor, limit) {
      const rows = await db
        .selectFrom('records')
        .select(recordColumns)
        .where('owner_id', '=', ownerId)
        .where('version', '>', cursor)
        .orderBy('version')
        .limit(limit)
        .execute();
      return rows.map(toServerRecord);
    },
    async pageSince(ownerId, cursor, bounds) {
      // Sizes first (no record data), then only the records of the page.
      const after = db
        .selectFrom('records')
        .where('owner_id', '=', ownerId)
        .where('version', '>', cursor)
        .orderBy('version');
      const sizes = await after
        .select(['version', 'data_bytes'])
        .limit(bounds.limit + 1)
        .execute();
      const count = pageLength(
        sizes.map((row) => row.data_bytes),
        bounds,
      );
      const through = sizes[count - 1]?.version;
      if (through === undefined) return { records: [], through, hasMore: false };
      // A record rewritten meanwhile has a version above `through` now and comes in a later page;
      // nothing new can appear at or below it (an owner's writes commit in version order).
      const rows = await after.select(recordColumns).where('version', '<=', through).execute();
      return { records: rows.map(toServerRecord), through, hasMore: sizes.length > count };
    },
    async deleteOwner(ownerId) {
      // Under the owner's lock, so a push running now lands wholly before the delete.
      await db.transaction().execute(async (trx) => {
        await lockOwner(trx, ownerId);
        await trx.deleteFrom('sync_mutations').where('owner_id', '=', ownerId).execute();
        await trx.deleteFrom('records').where('owner_id', '=', ownerId).execute();
        await trx.deleteFrom('storage_usage').where('owner_id', '=', ownerId).execute();
      });
    },
  };
}
