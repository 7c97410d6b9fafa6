// Mood writes: a check-in carries the averages and trend including itself; a delete can be undone.
import { addCalendarDays, moodEmoji, moodSummary } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { restoreDeleted } from '@groeipad/local-db';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../lib/database-context';
import { useRepository } from '../../lib/use-current-user';
import { notifyFailed, notifySaved, notifyUndoable, reasonOf } from '../../components/daily/notify';
import { toPoints, type MoodRecord } from './use-mood-data';

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
    const labels = { close: t('common:actions.close'), undo: t('common:actions.undo') };

    async function attempt(write: () => Promise<unknown>, failed: string): Promise<boolean> {
      try {
        await write();
        return true;
      } catch (error) {
        console.error('Mood write failed', error);
        notifyFailed(`${failed} ${t('moods:errors.reason', { reason: reasonOf(error) })}`, labels);
        return false;
      }
    }

    async function restore(mood: MoodRecord) {
      const ok = await attempt(async () => {
        if (!(await restoreDeleted(db, 'mood_tracking', mood.id))) {
          throw new Error(t('moods:errors.gone'));
        }
      }, t('moods:errors.restore'));
      if (ok) notifySaved(t('moods:notices.restored'), labels);
    }

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
              const summary = moodSummary([...toPoints(earlier), { rating, at: now }], now);
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
      async remove(mood) {
        const ok = await attempt(() => repo.remove(mood.id), t('moods:errors.delete'));
        if (ok) {
          notifyUndoable(t('moods:notices.deleted'), labels, () => {
            void restore(mood);
          });
        }
        return ok;
      },
    };
  }, [db, repo, t, userId]);
}
