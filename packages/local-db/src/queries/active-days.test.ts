// firstRecordPerDay finds one record per active local day without reading the rest of that day.
import { startOfNextDay } from '@groeipad/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { DAY, enhancedInput } from '../testing/daily-inputs';
import { createRepository } from '../repository';
import { moodInput, openTestDb, T0 } from '../testing/database';
import type { GroeipadDb } from '../types';
import { firstRecordPerDay } from './active-days';

let db: GroeipadDb;
afterEach(() => db?.close());

const ctx = { now: () => T0, actor: 'user-1' };
const MINUTE = 60_000;

describe('firstRecordPerDay', () => {
  it('returns the first mood of each day in [from, to), reading one record per day', async () => {
    db = (await openTestDb()).db;
    const day0 = startOfNextDay(T0);
    const moods = [];
    for (const day of [0, 1, 3]) {
      for (let i = 0; i < 20; i += 1) moods.push(moodInput(day0 + day * DAY + i * MINUTE));
    }
    moods.push({ ...moodInput(day0 + 2 * DAY), user_id: 'user-2' });
    moods.push(moodInput(day0 + 4 * DAY));
    await createRepository(db, 'mood_tracking', ctx).bulkCreate(moods);
    let reads = 0;
    db.mood_tracking.hook('reading', (record) => {
      reads += 1;
      return record;
    });
    const found = await firstRecordPerDay(db, 'mood_tracking', 'user-1', day0, day0 + 4 * DAY);
    expect(found.map((m) => m.timestamp)).toEqual([day0, day0 + DAY, day0 + 3 * DAY]);
    expect(reads).toBe(3);
  });

  it('reads journal entries along their date', async () => {
    db = (await openTestDb()).db;
    await createRepository(db, 'enhanced_journal_entries', ctx).bulkCreate([
      enhancedInput(T0 + 2 * DAY, 'later'),
      enhancedInput(T0, 'eerst'),
      enhancedInput(T0 + 5, 'dezelfde dag'),
    ]);
    const found = await firstRecordPerDay(
      db,
      'enhanced_journal_entries',
      'user-1',
      T0,
      T0 + 3 * DAY,
    );
    expect(found.map((e) => e.title)).toEqual(['eerst', 'later']);
  });
});
