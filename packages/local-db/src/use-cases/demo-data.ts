// Creates and removes the demo records of /develop-data over several tables; only records carrying the demo mark are removed.
import {
  generateDemoData,
  type DemoInput,
  type DemoTable,
  type LifeAreaName,
  type MbtiType,
} from '@groeipad/domain';
import { demoRecordIds, MARKED_TABLES } from '../queries/demo-records';
import { createRepository } from '../repository';
import type { GroeipadDb } from '../types';

type Profile = { userId: string; mbtiType: MbtiType };

export type DemoOptions = {
  now: number;
  /** The generator is deterministic for a seed, so a test can replay it. */
  seed: number;
  /** The UI language: the demo texts are written in it (Dutch when it is not one of ours). */
  language: string;
};

export type DemoResult = {
  /** Records written. */
  created: number;
  /** Life areas left without demo progress because they already had a record (one per user and area). */
  skippedAreas: LifeAreaName[];
};

export async function createDemoData(
  db: GroeipadDb,
  { userId, mbtiType }: Profile,
  { now, seed, language }: DemoOptions,
): Promise<DemoResult> {
  const data = generateDemoData({ userId, mbtiType, now, seed, language });
  const context = { now: () => now, actor: userId };
  const repository = <T extends DemoTable>(table: T) => createRepository(db, table, context);
  async function write<T extends DemoTable>(table: T, records: DemoInput<T>[]): Promise<number> {
    await repository(table).bulkCreate(records);
    return records.length;
  }
  // One table after the other: a failure leaves marked records that "remove" can still clean up.
  let created =
    (await write('enhanced_journal_entries', data.enhanced_journal_entries)) +
    (await write('mood_tracking', data.mood_tracking)) +
    (await write('daily_goals', data.daily_goals)) +
    (await write('tasks', data.tasks)) +
    (await write('wellness_assessments', data.wellness_assessments)) +
    (await write('levensgebieden_questionnaires', data.levensgebieden_questionnaires));
  // Progress is one record per user and area: read what exists and write the rest in one transaction, so an
  // edit on /analytics in the meantime cannot end up beside a demo record. The schemas are loaded by now
  // (the writes above validated), so the repository awaits nothing outside Dexie inside the transaction.
  const progress = repository('life_areas_progress');
  const skippedAreas = await db.transaction('rw', db.life_areas_progress, async () => {
    const existing = await db.life_areas_progress.where('user_id').equals(userId).toArray();
    const taken = new Set<string>(existing.map((record) => record.area_name));
    const free = data.life_areas_progress.filter((record) => !taken.has(record.area_name));
    await progress.bulkCreate(free);
    created += free.length;
    return data.life_areas_progress
      .map((record) => record.area_name)
      .filter((area) => taken.has(area));
  });
  return { created, skippedAreas };
}

/** Removes every demo record of the user; returns how many. */
export async function removeDemoData(db: GroeipadDb, userId: string, now: number): Promise<number> {
  let removed = 0;
  for (const table of MARKED_TABLES) {
    const repository = createRepository(db, table, { now: () => now, actor: userId });
    for (const id of await demoRecordIds(db, table, userId)) {
      await repository.remove(id);
      removed += 1;
    }
  }
  return removed;
}
