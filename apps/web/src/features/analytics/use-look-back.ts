// The look backs of the analytics screen: this user's rewind of last week or month, super insights, and what is saved.
import { buildRewind, buildSuperInsights, type Rewind, type SuperInsight } from '@groeipad/coach';
import { addCalendarDays, normalizeLanguage, previousPeriodBounds } from '@groeipad/domain';
import {
  pinnedInsights,
  savedRewinds,
  type PinnedInsightRecord,
  type RewindRecord,
} from '@groeipad/local-db';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../lib/use-current-user';
import { useLive } from '../../lib/use-live';
import { useInsightRecords } from './use-insight-records';

export type RewindChoice = 'week' | 'month';

/** Super insights look this far back: long enough for weekday patterns, short enough to be about now. */
export const SUPER_INSIGHT_DAYS = 90;

function useLanguage() {
  const { i18n } = useTranslation();
  return normalizeLanguage(i18n.language);
}

/** The last complete week or calendar month before `today`; undefined while loading. */
export function useRewind(
  user: CurrentUser,
  today: number,
  period: RewindChoice,
): Rewind | undefined {
  const language = useLanguage();
  const bounds = useMemo(() => previousPeriodBounds(period, today), [period, today]);
  const before = useMemo(() => previousPeriodBounds(period, bounds.start), [period, bounds.start]);
  const range = useMemo(() => ({ start: before.start, end: bounds.end }), [before, bounds]);
  const records = useInsightRecords(user.id, range);
  return useMemo(
    () =>
      records &&
      buildRewind({
        ...records,
        period,
        from: bounds.start,
        to: bounds.end,
        previousFrom: before.start,
        language,
        mbtiType: user.mbtiType,
      }),
    [records, period, bounds, before, language, user.mbtiType],
  );
}

/** Insights over the last SUPER_INSIGHT_DAYS complete days (today is not over yet); undefined while loading. */
export function useSuperInsights(user: CurrentUser, today: number): SuperInsight[] | undefined {
  const language = useLanguage();
  const range = useMemo(
    () => ({ start: addCalendarDays(today, -SUPER_INSIGHT_DAYS), end: today }),
    [today],
  );
  const records = useInsightRecords(user.id, range);
  return useMemo(
    () => records && buildSuperInsights({ ...records, from: range.start, now: today, language }),
    [records, range, today, language],
  );
}

/** The user's saved look backs, newest period first; undefined while loading. */
export function useSavedRewinds(userId: string): RewindRecord[] | undefined {
  return useLive((db) => savedRewinds(db, userId), [userId]);
}

/** The user's pinned insights, most recently generated first; undefined while loading. */
export function usePinnedInsights(userId: string): PinnedInsightRecord[] | undefined {
  return useLive((db) => pinnedInsights(db, userId), [userId]);
}
