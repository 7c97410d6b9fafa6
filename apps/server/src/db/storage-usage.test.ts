// Migration 0009: an owner's stored bytes are counted from records stored before, kept equal to their sum by every write after, and read from the records while none is kept; on PGlite and PostgreSQL.
import { Migrator, sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { unmigratedBackends, type UnmigratedDatabase } from '../testing/unmigrated-database';
import { migrationProvider } from './migrations';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';
import { createDatabaseSyncStore } from './sync-store';

async function storeDirectly(db: Kysely<Database>, owner: string, id: string, text: string) {
  await sql`insert into records (owner_id, table_name, id, data)
    values (${owner}, 'tasks', ${id}, ${JSON.stringify({ id, text })})`.execute(db);
}

async function sumOf(db: Kysely<Database>, owner: string): Promise<number> {
  const { rows } = await sql<{ bytes: string | number }>`
    select coalesce(sum(data_bytes), 0) as bytes from records where owner_id = ${owner}`.execute(
    db,
  );
  return Number(rows[0]?.bytes);
}

async function kept(db: Kysely<Database>, owner: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('storage_usage')
    .select('data_bytes')
    .where('owner_id', '=', owner)
    .executeTakeFirst();
  return row?.data_bytes;
}

async function checkUsage({ database, close }: UnmigratedDatabase): Promise<void> {
  try {
    const { db } = database;
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('0007_records_data_bytes')).error).toBeUndefined();
    await storeDirectly(db, 'before', 'a', 'é'.repeat(1000));
    await storeDirectly(db, 'before', 'b', 'kort');
    await migrateToLatest(db);
    // Counted once by the migration.
    expect(await kept(db, 'before')).toBe(await sumOf(db, 'before'));

    // Every write through the store keeps the total equal to the sum: new, larger, smaller, deleted.
    const store = createDatabaseSyncStore(db);
    await store.transaction('before', async (tx) => {
      await tx.put({ table: 'tasks', id: 'c', deleted: false, data: { id: 'c', text: 'nieuw' } });
      await tx.put({ table: 'tasks', id: 'a', deleted: false, data: { id: 'a', text: 'korter' } });
      await tx.put({ table: 'tasks', id: 'b', deleted: true, data: null });
      await tx.put({
        table: 'tasks',
        id: 'c',
        deleted: false,
        data: { id: 'c', text: 'x'.repeat(500) },
      });
    });
    expect(await kept(db, 'before')).toBe(await sumOf(db, 'before'));
    expect(await store.storedBytes('before')).toBe(await sumOf(db, 'before'));

    // Records no total was kept for (written around the store) are read from the records, and the
    // next write keeps their sum from then on.
    await storeDirectly(db, 'around', 'a', 'zonder teller');
    expect(await kept(db, 'around')).toBeUndefined();
    expect(await store.storedBytes('around')).toBe(await sumOf(db, 'around'));
    await store.transaction('around', (tx) =>
      tx.put({ table: 'tasks', id: 'b', deleted: false, data: { id: 'b', text: 'met' } }),
    );
    expect(await kept(db, 'around')).toBe(await sumOf(db, 'around'));

    await store.deleteOwner('before');
    expect(await kept(db, 'before')).toBeUndefined();
    expect(await store.storedBytes('before')).toBe(0);
  } finally {
    await close();
  }
}

describe('storage_usage (migration 0009)', () => {
  it.each(unmigratedBackends())(
    'on %s: counts records stored before, keeps the sum with every write, reads the sum when none is kept',
    async (_name, open) => {
      await checkUsage(await open());
    },
  );
});
