// Migration 0007: records stored before it get their size, and every later write keeps it, on PGlite and PostgreSQL.
import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { unmigratedBackends, type UnmigratedDatabase } from '../testing/unmigrated-database';
import { migrationProvider } from './migrations';
import { migrateToLatest } from './migrate';
import { createDatabaseSyncStore } from './sync-store';

async function checkBackfillAndWrites({ database, close }: UnmigratedDatabase): Promise<void> {
  try {
    const { db } = database;
    const before = await new Migrator({ db, provider: migrationProvider }).migrateTo(
      '0006_usage_counters',
    );
    expect(before.error).toBeUndefined();
    // A record as the server stored it before sizes were kept.
    await sql`insert into records (owner_id, table_name, id, data)
      values ('o', 'tasks', 'old', ${JSON.stringify({ id: 'old', text: 'é'.repeat(1000) })})`.execute(
      db,
    );
    await migrateToLatest(db);
    const sizes = () =>
      db
        .selectFrom('records')
        .select(['id', 'data_bytes'])
        .where('owner_id', '=', 'o')
        .orderBy('id')
        .execute();
    // jsonb's text of it: '{"id": "old", "text": "é…"}', 25 bytes and 1,000 two-byte letters.
    expect(await sizes()).toEqual([{ id: 'old', data_bytes: 2025 }]);
    const store = createDatabaseSyncStore(db);
    await store.transaction('o', async (tx) => {
      await tx.put({ table: 'tasks', id: 'new', deleted: false, data: { id: 'new', text: 'abc' } });
      await tx.put({ table: 'tasks', id: 'old', deleted: true, data: null });
    });
    // A tombstone holds JSON null.
    expect(await sizes()).toEqual([
      { id: 'new', data_bytes: 28 },
      { id: 'old', data_bytes: 4 },
    ]);
    const page = await store.pageSince('o', 0, { limit: 10, maxBytes: 10 });
    expect(page.records.map((record) => record.id)).toEqual(['new']);
  } finally {
    await close();
  }
}

describe('records.data_bytes (migration 0007)', () => {
  it.each(unmigratedBackends())(
    'on %s: measures records stored before, and every write after',
    async (_name, open) => {
      await checkBackfillAndWrites(await open());
    },
  );
});
