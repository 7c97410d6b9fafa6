// The average's sources come from one read: check-ins and journal entries with a chosen mood, nothing else.
import { afterEach, describe, expect, it } from 'vitest';
import { createRepository } from '../repository';
import { DAY, enhancedInput } from '../testing/daily-inputs';
import { moodInput, openTestDb, T0 } from '../testing/database';
import type { GroeipadDb } from '../types';
import { moodPointsBetween, moodPointsFrom } from './mood-points';

let db: GroeipadDb;
afterEach(() => db?.close());

async function seed() {
  db = (await openTestDb()).db;
  const ctx = { now: () => T0, actor: 'user-1' };
  await createRepository(db, 'mood_tracking', ctx).bulkCreate([
    { ...moodInput(T0), mood_rating: 2 },
    { ...moodInput(T0 + 2 * DAY), mood_rating: 1 },
    { ...moodInput(T0), user_id: 'user-2', mood_rating: 5 },
  ]);
  const { mood_rating: _, ...noMood } = enhancedInput(T0 + DAY, 'Zonder stemming');
  await createRepository(db, 'enhanced_journal_entries', ctx).bulkCreate([
    { ...enhancedInput(T0 + 3_600_000), mood_rating: 5 },
    noMood,
  ]);
}

describe('mood points', () => {
  it('reads check-ins and chosen journal moods of the user in the range', async () => {
    await seed();
    const points = await moodPointsBetween(db, 'user-1', T0, T0 + 2 * DAY);
    expect(points).toEqual([
      { rating: 2, at: T0 },
      { rating: 5, at: T0 + 3_600_000 },
    ]);
  });

  it('reads later ones too from a moment on', async () => {
    await seed();
    const points = await moodPointsFrom(db, 'user-1', T0 + DAY);
    expect(points).toEqual([{ rating: 1, at: T0 + 2 * DAY }]);
  });
});
