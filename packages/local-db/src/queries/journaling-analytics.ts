// Reads of journaling_analytics: the one record of a user, period and start day.
import type { GroeipadDb, StoredRecord } from '../types';

export type AnalyticsRecord = StoredRecord<'journaling_analytics'>;

/** The user's record for `period` starting at `date` (ms), or undefined. */
export function analyticsRecord(
  db: GroeipadDb,
  userId: string,
  period: string,
  date: number,
): Promise<AnalyticsRecord | undefined> {
  return db.journaling_analytics
    .where('[user_id+analytics_period+analytics_date]')
    .equals([userId, period, date])
    .first();
}
