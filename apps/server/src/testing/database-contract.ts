// Shared checks run against every backend: PGlite, and the PostgreSQL the test harness starts (postgres-database.ts).
import { sql } from 'kysely';
import { expect } from 'vitest';
import { migrationProvider } from '../db/migrations';
import type { ServerDatabase } from '../db/open-database';

/** Inserts two records and reads them back: jsonb data, increasing versions from change_seq, defaults. */
export async function checkRecordsRoundtrip(
  database: ServerDatabase,
  ownerId: string,
): Promise<void> {
  const { db } = database;
  await db
    .insertInto('records')
    .values([
      { owner_id: ownerId, table_name: 'journal', id: 'a', data: JSON.stringify({ text: 'één' }) },
      { owner_id: ownerId, table_name: 'journal', id: 'b', data: JSON.stringify({ text: 'twee' }) },
    ])
    .execute();
  const rows = await db
    .selectFrom('records')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('version')
    .execute();
  expect(rows.map((r) => [r.id, r.data, r.deleted])).toEqual([
    ['a', { text: 'één' }, false],
    ['b', { text: 'twee' }, false],
  ]);
  const [first, second] = rows;
  expect(typeof first?.version).toBe('number');
  expect(second!.version).toBeGreaterThan(first!.version);
  expect(first?.updated_at).toBeInstanceOf(Date);

  // An update takes a new version explicitly, so a pull after the old cursor sees it.
  await db
    .updateTable('records')
    .set({ deleted: true, version: sql<number>`nextval('change_seq')` })
    .where('owner_id', '=', ownerId)
    .where('id', '=', 'a')
    .execute();
  const changed = await db
    .selectFrom('records')
    .select(['id', 'deleted'])
    .where('owner_id', '=', ownerId)
    .where('version', '>', second!.version)
    .execute();
  expect(changed).toEqual([{ id: 'a', deleted: true }]);
}

export async function appliedMigrations(database: ServerDatabase): Promise<string[]> {
  const result = await sql<{
    name: string;
  }>`select name from kysely_migration order by name`.execute(database.db);
  return result.rows.map((r) => r.name);
}

/** Every committed migration's name in the order they apply, so tests need no update per migration. */
export async function committedMigrations(): Promise<string[]> {
  return Object.keys(await migrationProvider.getMigrations()).sort();
}
