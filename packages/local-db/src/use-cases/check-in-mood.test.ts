// A check-in stores the averages and trend of the last 30 days including itself, read in its own transaction.
import { afterEach, describe, expect, it } from 'vitest';
import { clock, DAY, enhancedInput } from '../testing/daily-inputs';
import { createRepository } from '../repository';
import { moodInput, openTestDb, T0 } from '../testing/database';
import type { GroeipadDb } from '../types';
import { moodEmoji } from '@groeipad/domain';
import { checkInMood, correctMoodCheckIn } from './check-in-mood';

let db: GroeipadDb;
afterEach(() => db?.close());

describe('checkInMood', () => {
  it('stores the rating with the week and month averages and the trend including itself', async () => {
    db = (await openTestDb()).db;
    const time = clock(T0);
    const ctx = { now: time.now, actor: 'user-1' };
    await createRepository(db, 'mood_tracking', ctx).bulkCreate([
      { ...moodInput(T0 - 10 * DAY), mood_rating: 1 },
      { ...moodInput(T0 - 9 * DAY), mood_rating: 1 },
      { ...moodInput(T0 - DAY), mood_rating: 4 },
      // Older than a month and another user's: not counted.
      { ...moodInput(T0 - 40 * DAY), mood_rating: 5 },
      { ...moodInput(T0 - DAY), mood_rating: 5, user_id: 'user-2' },
    ]);
    const stored = await checkInMood(db, ctx, {
      user_id: 'user-1',
      mood_rating: 5,
      mood_emoji: '😄',
      context: 'wandeling',
    });
    expect(stored).toMatchObject({
      user_id: 'user-1',
      mood_rating: 5,
      mood_emoji: '😄',
      context: 'wandeling',
      timestamp: T0,
      created_by: 'user-1',
      weekly_average: 4.5,
      monthly_average: 2.75,
      trend_direction: 'improving',
    });
    expect(await db.mood_tracking.get(stored.id)).toMatchObject({ timestamp: T0 });
  });

  it('stores the rating itself as both averages when it is the first check-in', async () => {
    db = (await openTestDb()).db;
    const stored = await checkInMood(
      db,
      { now: () => T0, actor: 'user-1' },
      { user_id: 'user-1', mood_rating: 2 },
    );
    expect(stored).toMatchObject({ weekly_average: 2, monthly_average: 2, timestamp: T0 });
  });

  it('counts journal moods of the month as the screens do, and not an entry without a mood', async () => {
    db = (await openTestDb()).db;
    const ctx = { now: () => T0, actor: 'user-1' };
    const { mood_rating: _, ...noMood } = enhancedInput(T0 - 2 * DAY);
    await createRepository(db, 'enhanced_journal_entries', ctx).bulkCreate([
      { ...enhancedInput(T0 - DAY), mood_rating: 1 },
      noMood,
    ]);
    const stored = await checkInMood(db, ctx, { user_id: 'user-1', mood_rating: 5 });
    // Yesterday 1 (the entry), today 5: each day counts once.
    expect(stored).toMatchObject({ weekly_average: 3, monthly_average: 3 });
  });
});

describe('correctMoodCheckIn', () => {
  it('recomputes the stored averages and trend with the corrected rating, as at the check-in time', async () => {
    db = (await openTestDb()).db;
    const time = clock(T0);
    const ctx = { now: time.now, actor: 'user-1' };
    await createRepository(db, 'mood_tracking', ctx).bulkCreate([
      { ...moodInput(T0 - 10 * DAY), mood_rating: 3 },
      { ...moodInput(T0 - 9 * DAY), mood_rating: 3 },
      { ...moodInput(T0 - DAY), mood_rating: 4 },
    ]);
    const stored = await checkInMood(db, ctx, { user_id: 'user-1', mood_rating: 5 });
    time.advance(60_000);
    expect(stored).toMatchObject({ weekly_average: 4.5, trend_direction: 'improving' });
    const corrected = await correctMoodCheckIn(db, ctx, stored.id, 1);
    // Day means 3, 3 (the week before), 4, 1: week (4 + 1) / 2 below the 3 before it, month 11 / 4.
    expect(corrected).toMatchObject({
      mood_rating: 1,
      mood_emoji: moodEmoji(1),
      weekly_average: 2.5,
      monthly_average: 2.75,
      trend_direction: 'declining',
      timestamp: T0,
    });
    expect(await db.mood_tracking.get(stored.id)).toMatchObject({
      mood_rating: 1,
      weekly_average: 2.5,
    });
  });

  it('changes nothing and answers undefined when the check-in is gone', async () => {
    db = (await openTestDb()).db;
    const ctx = { now: () => T0, actor: 'user-1' };
    expect(await correctMoodCheckIn(db, ctx, 'missing', 3)).toBeUndefined();
    expect(await db.mood_tracking.count()).toBe(0);
  });
});
