// The bench page: exposes `window.bench` so run.mjs can drive one stack per page load and read the timings.
import { generateJournalEntries, generateMoodEntries } from './generate';
import type { BenchStack, LowMoodRow, StackName } from './stack';
import { validationMs } from './validation-cost';
import { BENCH_NOW, RECENT_MOODS_FROM, RECENT_MOODS_UNTIL, USER_ID } from './workload';

const DB_NAMES: Record<StackName, string> = {
  dexie: 'groeipad-bench',
  watermelon: 'watermelon-bench',
};

/** Stacks are separate chunks, so a page only parses the stack it measures. */
async function openStack(name: StackName): Promise<BenchStack> {
  if (name === 'dexie') return (await import('./dexie-stack')).openDexieStack(DB_NAMES.dexie);
  return (await import('./watermelon-stack')).openWatermelonStack(DB_NAMES.watermelon);
}

async function preload(name: StackName): Promise<void> {
  if (name === 'dexie') await import('./dexie-stack');
  else await import('./watermelon-stack');
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

export type SeedResult = {
  journalInsertMs: number;
  moodInsertMs: number;
  flushMs: number;
  /** Dexie only: zod validation of the workload alone, a part of its insert time. */
  validationMs: number;
  journalCount: number;
  moodCount: number;
};

async function seed(name: StackName): Promise<SeedResult> {
  const journal = generateJournalEntries();
  const moods = generateMoodEntries();
  const validation = name === 'dexie' ? validationMs(journal, moods) : 0;
  const stack = await openStack(name);
  const [, journalInsertMs] = await timed(() => stack.insertJournal(journal));
  const [, moodInsertMs] = await timed(() => stack.insertMoods(moods));
  const [, flushMs] = await timed(() => stack.flush());
  return {
    journalInsertMs,
    moodInsertMs,
    flushMs,
    validationMs: validation,
    journalCount: journal.length,
    moodCount: moods.length,
  };
}

export type ColdResult = {
  openToFirstMs: number;
  navigationToFirstMs: number;
  recentCount: number;
  recentWarmMs: number;
  countMs: number;
  count: number;
  filteredMs: number;
  filtered: LowMoodRow[];
};

async function cold(name: StackName): Promise<ColdResult> {
  await preload(name);
  const start = performance.now();
  const stack = await openStack(name);
  const recentCount = await stack.recentMoods(RECENT_MOODS_FROM, RECENT_MOODS_UNTIL);
  const firstAt = performance.now();
  const [, recentWarmMs] = await timed(() =>
    stack.recentMoods(RECENT_MOODS_FROM, RECENT_MOODS_UNTIL),
  );
  const [count, countMs] = await timed(() => stack.countMoods());
  const [filtered, filteredMs] = await timed(() => stack.lowMoodJournal());
  return {
    openToFirstMs: firstAt - start,
    navigationToFirstMs: firstAt,
    recentCount,
    recentWarmMs,
    countMs,
    count,
    filteredMs,
    filtered,
  };
}

async function writeOne(name: StackName, marker: string): Promise<string> {
  const stack = await openStack(name);
  // Wait until the stack is open, so the timed write below is the only pending work at close.
  await stack.countMoods();
  return stack.writeOne({
    user_id: USER_ID,
    mood_rating: 5,
    context: marker,
    timestamp: BENCH_NOW,
  });
}

async function has(name: StackName, id: string): Promise<boolean> {
  return (await openStack(name)).has(id);
}

Object.assign(window, { bench: { seed, cold, writeOne, has } });
document.title = 'bench ready';
