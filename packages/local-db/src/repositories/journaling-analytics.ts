// Journaling analytics repository: one record per user, period and start day, written only when a value changed.
import type { AnalyticsValues } from '@groeipad/domain';
import { analyticsRecord, type AnalyticsRecord } from '../queries/journaling-analytics';
import { createRepository } from '../repository';
import type { Repository, RepositoryContext, UpdatePatch } from '../repository';
import type { GroeipadDb } from '../types';

export type AnalyticsSaveOutcome = 'created' | 'updated' | 'unchanged' | 'skipped';

export type JournalingAnalyticsRepository = Repository<'journaling_analytics'> & {
  /**
   * Upserts the user's record of `values`' period and start day inside one transaction, so two
   * overlapping saves (React's double effects in development) cannot both create one.
   */
  save(userId: string, values: AnalyticsValues): Promise<AnalyticsSaveOutcome>;
};

type ValueKey = keyof AnalyticsValues;

/** A period without a single entry, mood or goal says nothing; no record is made for it. */
function isEmptyPeriod(values: AnalyticsValues): boolean {
  return values.total_entries === 0 && values.average_mood === 0 && values.goals_set === 0;
}

/** The fields whose stored value differs from the computed one, or undefined when all are equal. */
function changedValues(
  stored: AnalyticsRecord,
  values: AnalyticsValues,
): UpdatePatch<'journaling_analytics'> | undefined {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(values) as ValueKey[]) {
    if (stored[key] !== values[key]) patch[key] = values[key];
  }
  return Object.keys(patch).length === 0 ? undefined : patch;
}

export function journalingAnalyticsRepository(
  db: GroeipadDb,
  ctx: RepositoryContext,
): JournalingAnalyticsRepository {
  const repository = createRepository(db, 'journaling_analytics', ctx);
  return {
    ...repository,
    save: (userId, values) =>
      db.transaction('rw', db.journaling_analytics, async (): Promise<AnalyticsSaveOutcome> => {
        const existing = await analyticsRecord(
          db,
          userId,
          values.analytics_period,
          values.analytics_date,
        );
        if (!existing) {
          if (isEmptyPeriod(values)) return 'skipped';
          await repository.create({ user_id: userId, ...values });
          return 'created';
        }
        const patch = changedValues(existing, values);
        if (!patch) return 'unchanged';
        await repository.update(existing.id, patch);
        return 'updated';
      }),
  };
}
