// Times the zod validation our repository runs on every created record, to split Dexie's insert time.
import { tableRegistry } from '@groeipad/domain';
import type { JournalSeed, MoodSeed } from './generate';
import { BENCH_NOW, USER_ID } from './workload';

function stamped<T extends object>(fields: T, index: number) {
  return {
    ...fields,
    id: `v-${index}`,
    created_at: BENCH_NOW,
    updated_at: BENCH_NOW,
    created_by: USER_ID,
  };
}

/** Milliseconds to validate the whole workload once, as bulkCreate does before writing. */
export function validationMs(journal: readonly JournalSeed[], moods: readonly MoodSeed[]): number {
  const start = performance.now();
  journal.forEach((entry, i) => tableRegistry.journal_entries.schema.parse(stamped(entry, i)));
  moods.forEach((mood, i) => tableRegistry.mood_tracking.schema.parse(stamped(mood, i)));
  return performance.now() - start;
}
