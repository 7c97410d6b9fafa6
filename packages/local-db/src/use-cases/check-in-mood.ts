// A mood check-in stored with the weekly and monthly averages (decision 039) and the trend including itself,
// and a correction of its rating that keeps those figures true.
import {
  addCalendarDays,
  moodEmoji,
  moodPointsOf,
  moodSummary,
  type EntityOf,
} from '@groeipad/domain';
import { entriesBetween } from '../queries/journal';
import { moodPointsBetween } from '../queries/mood-points';
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
 * Stores the check-in at ctx.now(). The earlier check-ins and journal moods are read in the same transaction
 * as the write, so the stored averages are the average mood every screen shows, this check-in included.
 */
export function checkInMood(
  db: GroeipadDb,
  ctx: RepositoryContext,
  input: MoodCheckInInput,
): Promise<EntityOf<'mood_tracking'>> {
  const repository = createRepository(db, 'mood_tracking', ctx);
  return db.transaction('rw', db.mood_tracking, db.enhanced_journal_entries, async () => {
    const now = ctx.now();
    // Timestamps are whole milliseconds, so this reads from <= time <= now.
    const earlier = await moodPointsBetween(
      db,
      input.user_id,
      addCalendarDays(now, -LOOKBACK_DAYS),
      now + 1,
    );
    const rating = input.mood_rating;
    const summary = moodSummary([...earlier, { rating, at: now }], now);
    return repository.create({
      ...input,
      trend_direction: summary.trend,
      weekly_average: summary.weeklyAverage ?? rating,
      monthly_average: summary.monthlyAverage ?? rating,
      timestamp: now,
    });
  });
}

/**
 * Gives a stored check-in another rating and recomputes its averages and trend as they were at its own time,
 * with the new rating in place of the old one. Without this the stored averages kept counting the mood the
 * user just said was wrong. Undefined when the check-in is gone (deleted on another device meanwhile).
 */
export function correctMoodCheckIn(
  db: GroeipadDb,
  ctx: RepositoryContext,
  id: string,
  rating: number,
): Promise<EntityOf<'mood_tracking'> | undefined> {
  const repository = createRepository(db, 'mood_tracking', ctx);
  return db.transaction('rw', db.mood_tracking, db.enhanced_journal_entries, async () => {
    const current = await db.mood_tracking.get(id);
    if (!current) return undefined;
    const at = current.timestamp;
    const from = addCalendarDays(at, -LOOKBACK_DAYS);
    const [checkIns, entries] = await Promise.all([
      moodsBetween(db, current.user_id, from, at + 1),
      entriesBetween(db, current.user_id, from, at + 1),
    ]);
    const others = checkIns.filter((m) => m.id !== id);
    const summary = moodSummary(
      [...moodPointsOf({ checkIns: others, entries }), { rating, at }],
      at,
    );
    return repository.update(id, {
      mood_rating: rating,
      mood_emoji: moodEmoji(rating),
      trend_direction: summary.trend,
      weekly_average: summary.weeklyAverage ?? rating,
      monthly_average: summary.monthlyAverage ?? rating,
    });
  });
}
