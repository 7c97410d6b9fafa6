// The mood reads walk the [user_id+timestamp] index of one user, with the ends each name promises.
import { afterEach, describe, expect, it } from 'vitest';
import { DAY } from '../testing/daily-inputs';
import { createRepository } from '../repository';
import { moodInput, openTestDb, T0 } from '../testing/database';
import type { GroeipadDb } from '../types';
import { moodsBetween, moodsFrom, newestMoods, oldestMood } from './moods';

let db: GroeipadDb;
afterEach(() => db?.close());

async function seed() {
  db = (await openTestDb()).db;
  await createRepository(db, 'mood_tracking', { now: () => T0, actor: 'user-1' }).bulkCreate([
    moodInput(T0 + DAY),
    moodInput(T0 - DAY),
    moodInput(T0),
    moodInput(T0 + 10 * DAY),
    { ...moodInput(T0 - 5 * DAY), user_id: 'user-2' },
    { ...moodInput(T0 + 20 * DAY), user_id: 'user-2' },
  ]);
}

const times = (moods: { timestamp: number }[]) => moods.map((m) => m.timestamp);

describe('mood queries', () => {
  it('moodsBetween reads from <= timestamp < to, oldest first', async () => {
    await seed();
    expect(times(await moodsBetween(db, 'user-1', T0 - DAY, T0 + DAY))).toEqual([T0 - DAY, T0]);
  });

  it('moodsFrom reads from a moment on, later ones too', async () => {
    await seed();
    expect(times(await moodsFrom(db, 'user-1', T0))).toEqual([T0, T0 + DAY, T0 + 10 * DAY]);
  });

  it('newestMoods reads the newest few, newest first', async () => {
    await seed();
    expect(times(await newestMoods(db, 'user-1', 2))).toEqual([T0 + 10 * DAY, T0 + DAY]);
    expect(await newestMoods(db, 'user-3', 2)).toEqual([]);
  });

  it('oldestMood is the first check-in of the user, undefined without any', async () => {
    await seed();
    expect((await oldestMood(db, 'user-1'))?.timestamp).toBe(T0 - DAY);
    expect((await oldestMood(db, 'user-2'))?.timestamp).toBe(T0 - 5 * DAY);
    expect(await oldestMood(db, 'user-3')).toBeUndefined();
  });
});
