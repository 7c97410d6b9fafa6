// Mood writes: a check-in carries the averages and trend including itself; a delete can be undone.
import { moodEmoji } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import {
  checkInMood,
  createRepository,
  type GroeipadDb,
  type MoodCheckInInput,
  type RepositoryContext,
} from '@groeipad/local-db';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../lib/database-context';
import { useBoundRepository } from '../../lib/use-repository';
import { dailyWrites } from '../../components/daily/daily-writes';
import { notifySaved } from '../../components/daily/notify';
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

/** The moods table's writes and the check-in use case, bound to one writer by useBoundRepository. */
function moodWrites(db: GroeipadDb, ctx: RepositoryContext) {
  return {
    repository: createRepository(db, 'mood_tracking', ctx),
    checkIn: (input: MoodCheckInInput) => checkInMood(db, ctx, input),
  };
}

export function useMoodActions(userId: string): MoodActions {
  const { db } = useDatabase();
  const writes = useBoundRepository(moodWrites, userId);
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
        const text = context.trim();
        const ok = await attempt(
          () =>
            writes.checkIn({
              user_id: userId,
              mood_rating: rating,
              mood_emoji: moodEmoji(rating),
              ...(text === '' ? {} : { context: text }),
              ...(triggers.length > 0 ? { triggers: JSON.stringify(triggers) } : {}),
              ...(activities.length > 0 ? { activities: JSON.stringify(activities) } : {}),
            }),
          t('moods:errors.save'),
        );
        if (ok) notifySaved(t('moods:notices.saved'), labels);
        return ok;
      },
      remove: (mood) =>
        removeWithUndo(
          () => writes.repository.remove(mood.id),
          { table: 'mood_tracking', id: mood.id },
          { failed: t('moods:errors.delete'), deleted: t('moods:notices.deleted') },
        ),
    };
  }, [db, writes, t, userId]);
}
