// Saves the viewed period's analytics as one journaling_analytics record per user, period and start day.
import type { AnalyticsValues } from '@groeipad/domain';
import type { GroeipadDb, Repository, StoredRecord, UpdatePatch } from '@groeipad/local-db';

export type SaveOutcome = 'created' | 'updated' | 'unchanged' | 'skipped';

type AnalyticsRecord = StoredRecord<'journaling_analytics'>;
type ValueKey = keyof AnalyticsValues;

/** A period without a single entry, mood or goal says nothing; no record is made for it. */
export function isEmptyPeriod(values: AnalyticsValues): boolean {
  return values.total_entries === 0 && values.average_mood === 0 && values.goals_set === 0;
}

/** The fields whose stored value differs from the computed one, or undefined when all are equal. */
export function changedValues(
  stored: AnalyticsRecord,
  values: AnalyticsValues,
): UpdatePatch<'journaling_analytics'> | undefined {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(values) as ValueKey[]) {
    if (stored[key] !== values[key]) patch[key] = values[key];
  }
  return Object.keys(patch).length === 0 ? undefined : patch;
}

/**
 * Upserts the record on the [user_id+analytics_period+analytics_date] index inside one transaction, so two
 * overlapping saves (React's double effects in development) cannot both create one.
 */
export function saveAnalytics(
  db: GroeipadDb,
  repo: Repository<'journaling_analytics'>,
  userId: string,
  values: AnalyticsValues,
): Promise<SaveOutcome> {
  return db.transaction('rw', db.journaling_analytics, async (): Promise<SaveOutcome> => {
    const existing = await db.journaling_analytics
      .where('[user_id+analytics_period+analytics_date]')
      .equals([userId, values.analytics_period, values.analytics_date])
      .first();
    if (!existing) {
      if (isEmptyPeriod(values)) return 'skipped';
      await repo.create({ user_id: userId, ...values });
      return 'created';
    }
    const patch = changedValues(existing, values);
    if (!patch) return 'unchanged';
    await repo.update(existing.id, patch);
    return 'updated';
  });
}
