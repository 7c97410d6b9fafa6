// Mood writes: a check-in carries the averages and trend including itself; a delete can be undone.
import { addCalendarDays, moodEmoji, moodSummary } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../lib/database-context';
import { useRepository } from '../../lib/use-repository';
import { dailyWrites } from '../../components/daily/daily-writes';
import { notifySaved } from '../../components/daily/notify';
import { toMoodPoints } from '../../lib/use-mood-points';
import type { MoodRecord } from './use-mood-data';

export type CheckIn = {
  rating: number;
  context: string;
  triggers: readonly string[];
  activities: readonly string[];
};

export type MoodActions = {
  checkIn: (input: CheckIn) => Promise<boolean>;
  remove: (mood: MoodRecord) => Promise<boolean>;
};

/** moodSummary looks back 30 calendar days (today included); one more day covers any zone edge. */
const LOOKBACK_DAYS = 31;

export function useMoodActions(userId: string): MoodActions {
  const { db } = useDatabase();
  const repo = useRepository('mood_tracking', userId);
  const { t } = useTranslation(namespaces);

  return useMemo((): MoodActions => {
    const { labels, attempt, removeWithUndo } = dailyWrites(db, 'Mood', {
      reason: (reason) => t('moods:errors.reason', { reason }),
      restoreFailed: t('moods:errors.restore'),
      gone: t('moods:errors.gone'),
      restored: t('moods:notices.restored'),
      close: t('common:actions.close'),
      undo: t('common:actions.undo'),
    });

    return {
      async checkIn({ rating, context, triggers, activities }) {
        const ok = await attempt(
          () =>
            // Read and write in one transaction, so the stored averages match what was stored before.
            db.transaction('rw', db.mood_tracking, async () => {
              const now = Date.now();
              const earlier = await db.mood_tracking
                .where('[user_id+timestamp]')
                .between([userId, addCalendarDays(now, -LOOKBACK_DAYS)], [userId, now], true, true)
                .toArray();
              const summary = moodSummary([...toMoodPoints(earlier), { rating, at: now }], now);
              const text = context.trim();
              await repo.create({
                user_id: userId,
                mood_rating: rating,
                mood_emoji: moodEmoji(rating),
                ...(text === '' ? {} : { context: text }),
                ...(triggers.length > 0 ? { triggers: JSON.stringify(triggers) } : {}),
                ...(activities.length > 0 ? { activities: JSON.stringify(activities) } : {}),
                trend_direction: summary.trend,
                weekly_average: summary.weeklyAverage ?? rating,
                monthly_average: summary.monthlyAverage ?? rating,
                timestamp: now,
              });
            }),
          t('moods:errors.save'),
        );
        if (ok) notifySaved(t('moods:notices.saved'), labels);
        return ok;
      },
      remove: (mood) =>
        removeWithUndo(
          () => repo.remove(mood.id),
          { table: 'mood_tracking', id: mood.id },
          { failed: t('moods:errors.delete'), deleted: t('moods:notices.deleted') },
        ),
    };
  }, [db, repo, t, userId]);
}
