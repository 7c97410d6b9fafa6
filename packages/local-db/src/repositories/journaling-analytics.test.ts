// Saving journaling analytics: one record per user, period and start day, written only when a value changed.
import { computeAnalytics, startOfDayKey } from '@groeipad/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDb } from '../testing/database';
import type { GroeipadDb } from '../types';
import { journalingAnalyticsRepository } from './journaling-analytics';

const USER_ID = 'user-analytics';

let db: GroeipadDb;
beforeEach(async () => {
  db = (await openTestDb()).db;
});
afterEach(() => db.close());

const anchor = startOfDayKey('2025-01-15');
const entry = { date: anchor + 3_600_000, word_count: 40, mood_rating: 4 };

function values(entries = [entry]) {
  return computeAnalytics({ entries, moods: [], goals: [] }, 'week', anchor, undefined, 'INFJ');
}

describe('journalingAnalyticsRepository.save', () => {
  it('creates one record even when two saves overlap, then only updates what changed', async () => {
    const repo = journalingAnalyticsRepository(db, { now: () => Date.now(), actor: USER_ID });
    const outcomes = await Promise.all([
      repo.save(USER_ID, values()),
      repo.save(USER_ID, values()),
    ]);
    expect(outcomes.sort()).toEqual(['created', 'unchanged']);
    expect(await repo.save(USER_ID, values())).toBe('unchanged');

    const more = values([entry, { ...entry, word_count: 60 }]);
    expect(await repo.save(USER_ID, more)).toBe('updated');
    const records = await db.journaling_analytics.toArray();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      total_entries: 2,
      total_words: 100,
      analytics_period: 'week',
    });
  });

  it('makes no record for a period without any data', async () => {
    const repo = journalingAnalyticsRepository(db, { now: () => Date.now(), actor: USER_ID });
    expect(await repo.save(USER_ID, values([]))).toBe('skipped');
    expect(await db.journaling_analytics.count()).toBe(0);
  });
});
