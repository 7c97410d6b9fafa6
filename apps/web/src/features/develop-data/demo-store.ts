// Writes, counts and removes the demo records of /develop-data; only records carrying the demo mark are touched.
import {
  DEMO_TABLES,
  generateDemoData,
  isDemoRecord,
  type DemoInput,
  type DemoTable,
  type MbtiType,
} from '@groeipad/domain';
import { createRepository, type GroeipadDb } from '@groeipad/local-db';

export type DemoCounts = Record<DemoTable, number>;

async function demoIds(db: GroeipadDb, table: DemoTable, userId: string): Promise<string[]> {
  const records = await db[table].where('user_id').equals(userId).toArray();
  return records.filter(isDemoRecord).map((r) => r.id);
}

export async function countDemo(db: GroeipadDb, userId: string): Promise<DemoCounts> {
  const entries = await Promise.all(
    DEMO_TABLES.map(async (table) => [table, (await demoIds(db, table, userId)).length] as const),
  );
  return Object.fromEntries(entries) as DemoCounts;
}

type Profile = { userId: string; mbtiType: MbtiType };

/** Returns how many records were written. The seed comes from the caller, so a test can replay it. */
export async function generateDemo(
  db: GroeipadDb,
  { userId, mbtiType }: Profile,
  now: number,
  seed: number,
): Promise<number> {
  const data = generateDemoData({ userId, mbtiType, now, seed });
  const context = { now: () => now, actor: userId };
  async function write<T extends DemoTable>(table: T, records: DemoInput<T>[]): Promise<number> {
    await createRepository(db, table, context).bulkCreate(records);
    return records.length;
  }
  // One table after the other: a failure leaves marked records that "remove" can still clean up.
  return (
    (await write('journal_entries', data.journal_entries)) +
    (await write('mood_tracking', data.mood_tracking)) +
    (await write('daily_goals', data.daily_goals)) +
    (await write('tasks', data.tasks)) +
    (await write('wellness_assessments', data.wellness_assessments)) +
    (await write('levensgebieden_questionnaires', data.levensgebieden_questionnaires))
  );
}

export async function removeDemo(db: GroeipadDb, userId: string, now: number): Promise<number> {
  let removed = 0;
  for (const table of DEMO_TABLES) {
    const repository = createRepository(db, table, { now: () => now, actor: userId });
    for (const id of await demoIds(db, table, userId)) {
      await repository.remove(id);
      removed += 1;
    }
  }
  return removed;
}
