// Our stack: @groeipad/local-db (Dexie 4, schema v14) through its public API, as the app uses it.
import { journalRepository, moodRepository, openGroeipadDb } from '@groeipad/local-db';
import type { JournalSeed, MoodSeed } from './generate';
import type { BenchStack, LowMoodRow } from './stack';
import { BENCH_NOW, LOW_MOOD_LIMIT, LOW_MOOD_MAX, LOW_MOOD_SINCE, USER_ID } from './workload';

const context = { now: () => BENCH_NOW, actor: USER_ID };

export function openDexieStack(name: string): BenchStack {
  // Opening is asynchronous and every operation waits for it, so a cold open is part of the first query.
  const opened = openGroeipadDb({ name }).then(({ db }) => ({
    db,
    journal: journalRepository(db, context),
    moods: moodRepository(db, context),
  }));

  return {
    insertJournal: async (entries: readonly JournalSeed[]) => {
      await (await opened).journal.bulkCreate(entries);
    },
    insertMoods: async (rows: readonly MoodSeed[]) => {
      await (await opened).moods.bulkCreate(rows);
    },
    // A Dexie write resolves only after its IndexedDB transaction committed: nothing is left to flush.
    flush: async () => {
      await opened;
    },
    recentMoods: async (from: number, to: number) =>
      (await (await opened).moods.between(USER_ID, from, to)).length,
    countMoods: async () => (await opened).moods.count(),
    lowMoodJournal: async (): Promise<LowMoodRow[]> => {
      const { db } = await opened;
      // No repository method exists for this screen-less query; the compound index is what one would use.
      const rows = await db.journal_entries
        .where('[user_id+date]')
        .between([USER_ID, LOW_MOOD_SINCE], [USER_ID, Infinity], false, true)
        .reverse()
        // An entry without a mood (decision 039) is no low-mood entry.
        .filter((entry) => entry.mood_rating !== undefined && entry.mood_rating <= LOW_MOOD_MAX)
        .limit(LOW_MOOD_LIMIT)
        .toArray();
      return rows.map(({ title, date, mood_rating }) => ({
        title,
        date,
        mood_rating: mood_rating ?? 0,
      }));
    },
    writeOne: async (mood: MoodSeed) => (await (await opened).moods.create(mood)).id,
    has: async (id: string) => (await (await opened).moods.get(id)) !== undefined,
  };
}
