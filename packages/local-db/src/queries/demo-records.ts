// Reads of the demo records of /develop-data: only records carrying the demo mark count.
import {
  DEMO_TABLES,
  isDemoRecord,
  LEGACY_DEMO_TABLES,
  type DemoTable,
  type LegacyDemoTable,
} from '@groeipad/domain';
import type { GroeipadDb } from '../types';

export type MarkedTable = DemoTable | LegacyDemoTable;

/** Every table that can hold marked records: what the generator writes now and what an earlier one wrote. */
export const MARKED_TABLES: readonly MarkedTable[] = [...DEMO_TABLES, ...LEGACY_DEMO_TABLES];

export type DemoCounts = Record<MarkedTable, number>;

/** The ids of the user's demo records in `table`. */
export async function demoRecordIds(
  db: GroeipadDb,
  table: MarkedTable,
  userId: string,
): Promise<string[]> {
  const records = await db[table].where('user_id').equals(userId).toArray();
  return records.filter(isDemoRecord).map((r) => r.id);
}

/** How many demo records of the user each marked table holds. */
export async function demoRecordCounts(db: GroeipadDb, userId: string): Promise<DemoCounts> {
  const entries = await Promise.all(
    MARKED_TABLES.map(
      async (table) => [table, (await demoRecordIds(db, table, userId)).length] as const,
    ),
  );
  return Object.fromEntries(entries) as DemoCounts;
}
