// Today's mood check-ins of the user, live, and the one-tap save (correct the last home check-in, or add one).
import { moodEmoji, startOfDay, startOfNextDay, type MoodTracking } from '@groeipad/domain';
import { moodsBetween } from '@groeipad/local-db';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLive } from '../../lib/use-live';
import { useRepository } from '../../lib/use-repository';
import { HOME_CHECK_IN_METADATA, checkInToCorrect, latestCheckIn } from './check-in-rule';
import { useHomeWrite } from './use-home-write';

type Mood = MoodTracking;

export type MoodCheckIn = {
  loading: boolean;
  latest: Mood | undefined;
  countToday: number;
  /** Resolves true once IndexedDB committed the check-in; false after the failure was shown. */
  save: (rating: number) => Promise<boolean>;
};

export function useMoodCheckIn(userId: string, now: number): MoodCheckIn {
  const from = startOfDay(now);
  const to = startOfNextDay(now);
  const today = useLive((db) => moodsBetween(db, userId, from, to), [userId, from, to]);
  const repository = useRepository('mood_tracking', userId);
  const run = useHomeWrite();
  // The committed write, used only until the live query delivers its next result (which includes it, or
  // knows better, e.g. after a delete elsewhere), so the card never shows the state from before the tap.
  const [written, setWritten] = useState<{ record: Mood; basis: Mood[] | undefined }>();
  const todayRef = useRef(today);
  useEffect(() => {
    todayRef.current = today;
  }, [today]);

  const latest = useMemo(() => {
    const records: Mood[] = today ?? [];
    const fresh = written && written.basis === today ? written.record : undefined;
    const merged = fresh ? [...records.filter((r) => r.id !== fresh.id), fresh] : records;
    return latestCheckIn(merged.filter((r) => r.timestamp >= from && r.timestamp < to));
  }, [today, written, from, to]);

  const save = useCallback(
    async (rating: number) => {
      const at = Date.now();
      const target = checkInToCorrect(latest, at);
      const fields = { mood_rating: rating, mood_emoji: moodEmoji(rating) };
      const record = await run('mood', () =>
        target
          ? repository.update(target, fields)
          : repository.create({
              ...fields,
              user_id: userId,
              timestamp: at,
              metadata: HOME_CHECK_IN_METADATA,
            }),
      );
      if (!record) return false;
      setWritten({ record, basis: todayRef.current });
      return true;
    },
    [latest, repository, run, userId],
  );

  return { loading: today === undefined, latest, countToday: today?.length ?? 0, save };
}
