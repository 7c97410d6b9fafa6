// WatermelonDB on LokiJS, configured as the original app was (no web worker, incremental IndexedDB, 500 ms autosave).
import { Database, Q } from '@nozbe/watermelondb';
import type { Model } from '@nozbe/watermelondb';
import type { Value } from '@nozbe/watermelondb/QueryDescription';
import LokiJSAdapterImport from '@nozbe/watermelondb/adapters/lokijs';
import { cjsDefault } from './cjs-default';
import type { JournalSeed, MoodSeed } from './generate';
import type { BenchStack, LowMoodRow } from './stack';
import { JournalEntryModel, MoodEntryModel, watermelonSchema } from './watermelon-schema';
import { BENCH_NOW, LOW_MOOD_LIMIT, LOW_MOOD_MAX, LOW_MOOD_SINCE, USER_ID } from './workload';

const LokiJSAdapter = cjsDefault(LokiJSAdapterImport);

type Loki = { saveDatabase(callback: (error?: unknown) => void): void };

function stamped<T extends object>(fields: T): T & Record<string, unknown> {
  return { ...fields, created_at: BENCH_NOW, updated_at: BENCH_NOW, created_by: USER_ID };
}

function rawOf(model: Model): Record<string, unknown> {
  return model._raw;
}

export function openWatermelonStack(dbName: string): BenchStack {
  const adapter = new LokiJSAdapter({
    dbName,
    schema: watermelonSchema,
    useWebWorker: false,
    useIncrementalIndexedDB: true,
  });
  const database = new Database({ adapter, modelClasses: [JournalEntryModel, MoodEntryModel] });
  const journal = database.get<JournalEntryModel>('journal_entries');
  const moods = database.get<MoodEntryModel>('mood_tracking');

  async function insertAll<T extends object>(
    table: typeof journal | typeof moods,
    rows: readonly T[],
  ) {
    await database.write(async () => {
      const prepared = rows.map((row) => table.prepareCreateFromDirtyRaw(stamped(row)));
      await database.batch(prepared);
    });
  }

  return {
    insertJournal: (entries: readonly JournalSeed[]) => insertAll(journal, entries),
    insertMoods: (rows: readonly MoodSeed[]) => insertAll(moods, rows),
    flush: () =>
      new Promise<void>((resolve, reject) => {
        // Debug handle of the adapter; the only way to wait for Loki's in-memory state to reach IndexedDB.
        const loki = (adapter._driver as { loki: Loki }).loki;
        loki.saveDatabase((error) =>
          error ? reject(new Error('Loki save failed', { cause: error })) : resolve(),
        );
      }),
    recentMoods: async (from: number, to: number) => {
      const rows = await moods
        .query(Q.where('user_id', USER_ID), Q.where('timestamp', Q.between(from, to - 1)))
        .fetch();
      return rows.length;
    },
    countMoods: () => moods.query().fetchCount(),
    lowMoodJournal: async (): Promise<LowMoodRow[]> => {
      const rows = await journal
        .query(
          Q.where('user_id', USER_ID),
          Q.where('mood_rating', Q.lte(LOW_MOOD_MAX)),
          Q.where('date', Q.gt(LOW_MOOD_SINCE)),
          Q.sortBy('date', Q.desc),
          Q.take(LOW_MOOD_LIMIT),
        )
        .fetch();
      return rows.map((row) => {
        const raw = rawOf(row);
        return {
          title: String(raw.title),
          date: Number(raw.date),
          mood_rating: Number(raw.mood_rating),
        };
      });
    },
    writeOne: async (mood: MoodSeed) => {
      const fields = Object.entries(stamped(mood));
      const record = await database.write(() =>
        moods.create((m) => fields.forEach(([key, value]) => m._setRaw(key, value as Value))),
      );
      return record.id;
    },
    has: async (id: string) => {
      const found = await moods.query(Q.where('id', id)).fetchCount();
      return found > 0;
    },
  };
}
