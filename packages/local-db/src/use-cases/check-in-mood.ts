// A mood check-in stored with the weekly and monthly averages and the trend including itself.
import { addCalendarDays, moodSummary, toMoodPoints, type EntityOf } from '@groeipad/domain';
import { moodsBetween } from '../queries/moods';
import { createRepository, type CreateInput, type RepositoryContext } from '../repository';
import type { GroeipadDb } from '../types';

/** What the screen decided; the time, averages and trend are added here. */
export type MoodCheckInInput = Omit<
  CreateInput<'mood_tracking'>,
  'timestamp' | 'trend_direction' | 'weekly_average' | 'monthly_average'
>;

/** moodSummary looks back 30 calendar days (today included); one more day covers any zone edge. */
const LOOKBACK_DAYS = 31;

/**
 * Stores the check-in at ctx.now(). The earlier check-ins are read in the same transaction as the write,
 * so the stored averages match what was stored before.
 */
export function checkInMood(
  db: GroeipadDb,
  ctx: RepositoryContext,
  input: MoodCheckInInput,
): Promise<EntityOf<'mood_tracking'>> {
  const repository = createRepository(db, 'mood_tracking', ctx);
  return db.transaction('rw', db.mood_tracking, async () => {
    const now = ctx.now();
    // Timestamps are whole milliseconds, so this reads from <= timestamp <= now.
    const earlier = await moodsBetween(
      db,
      input.user_id,
      addCalendarDays(now, -LOOKBACK_DAYS),
      now + 1,
    );
    const rating = input.mood_rating;
    const summary = moodSummary([...toMoodPoints(earlier), { rating, at: now }], now);
    return repository.create({
      ...input,
      trend_direction: summary.trend,
      weekly_average: summary.weeklyAverage ?? rating,
      monthly_average: summary.monthlyAverage ?? rating,
      timestamp: now,
    });
  });
}
