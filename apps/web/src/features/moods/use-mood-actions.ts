// Mood writes: one tap stores a check-in (averages and trend included) with Undo; details and corrections
// change that check-in; a delete from the history can be undone too.
import { moodEmoji } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import {
  checkInMood,
  correctMoodCheckIn,
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
import { notifySaved, notifyUndoable } from '../../components/daily/notify';
import type { MoodRecord } from './use-mood-data';

export type CheckInDetails = {
  context: string;
  triggers: readonly string[];
  activities: readonly string[];
};

/** The check-in a tap stored: enough to correct it, add details and show when it was saved. */
export type SavedCheckIn = { id: string; rating: number; at: number };

export type MoodActions = {
  /** Stores the check-in now and offers Undo; `onUndone` runs once Undo removed it. */
  checkIn: (rating: number, onUndone: () => void) => Promise<SavedCheckIn | undefined>;
  /** A tap on another face right after: the same check-in gets that mood. */
  correct: (saved: SavedCheckIn, rating: number) => Promise<boolean>;
  addDetails: (saved: SavedCheckIn, details: CheckInDetails) => Promise<boolean>;
  remove: (mood: MoodRecord) => Promise<boolean>;
};

/** The moods table's writes and the check-in use case, bound to one writer by useBoundRepository. */
function moodWrites(db: GroeipadDb, ctx: RepositoryContext) {
  return {
    repository: createRepository(db, 'mood_tracking', ctx),
    checkIn: (input: MoodCheckInInput) => checkInMood(db, ctx, input),
    correct: (id: string, rating: number) => correctMoodCheckIn(db, ctx, id, rating),
  };
}

function detailFields({ context, triggers, activities }: CheckInDetails) {
  const text = context.trim();
  return {
    ...(text === '' ? {} : { context: text }),
    ...(triggers.length > 0 ? { triggers: JSON.stringify(triggers) } : {}),
    ...(activities.length > 0 ? { activities: JSON.stringify(activities) } : {}),
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

    async function undo(id: string, onUndone: () => void) {
      if (await attempt(() => writes.repository.remove(id), t('moods:errors.undo'))) {
        onUndone();
        notifySaved(t('moods:notices.undone'), labels);
      }
    }

    return {
      async checkIn(rating, onUndone) {
        let saved: SavedCheckIn | undefined;
        await attempt(async () => {
          const record = await writes.checkIn({
            user_id: userId,
            mood_rating: rating,
            mood_emoji: moodEmoji(rating),
          });
          saved = { id: record.id, rating, at: record.timestamp };
        }, t('moods:errors.save'));
        const id = saved?.id;
        if (id) notifyUndoable(t('moods:notices.saved'), labels, () => void undo(id, onUndone));
        return saved;
      },
      // The check-in's stored averages and trend are recomputed with the corrected mood.
      correct: (saved, rating) =>
        attempt(async () => {
          if (!(await writes.correct(saved.id, rating)))
            throw new Error(t('moods:errors.checkInGone'));
        }, t('moods:errors.save')),
      async addDetails(saved, details) {
        const ok = await attempt(
          () => writes.repository.update(saved.id, detailFields(details)),
          t('moods:errors.save'),
        );
        if (ok) notifySaved(t('moods:notices.detailsSaved'), labels);
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
