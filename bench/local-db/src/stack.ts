// The operations every benchmarked stack implements, so the page drives Dexie and WatermelonDB alike.
import type { JournalSeed, MoodSeed } from './generate';

export type StackName = 'dexie' | 'watermelon';

/** One row of the filtered query (c), enough to check both stacks return the same entries. */
export type LowMoodRow = { title: string; date: number; mood_rating: number };

export type BenchStack = {
  insertJournal(entries: readonly JournalSeed[]): Promise<void>;
  insertMoods(moods: readonly MoodSeed[]): Promise<void>;
  /** Resolves once everything acknowledged is on disk (a no-op where the ack already means that). */
  flush(): Promise<void>;
  /** Materialises the user's moods with from <= timestamp < to; returns how many. */
  recentMoods(from: number, to: number): Promise<number>;
  countMoods(): Promise<number>;
  lowMoodJournal(): Promise<LowMoodRow[]>;
  /** Writes one mood entry and resolves when the stack acknowledges it; returns its id. */
  writeOne(mood: MoodSeed): Promise<string>;
  has(id: string): Promise<boolean>;
};
