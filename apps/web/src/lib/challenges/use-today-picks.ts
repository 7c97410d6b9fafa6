// Today's daily challenges for the member (the domain's memberDailyPicks, the same ones the auto-completion
// completes), once their life-area scores are read; the progress's done days before today steer them.
import {
  memberDailyPicks,
  type CatalogueChallenge,
  type ChallengeProgress,
  type MbtiType,
  type Today,
} from '@groeipad/domain';
import { useMemo } from 'react';
import { useAreaScores } from './use-area-scores';

/** The day's picks once the scores are read; the progress's done days steer them (days before today only). */
export function useTodayPicks(
  userId: string,
  type: MbtiType,
  today: Today,
  progress: ChallengeProgress | undefined,
): CatalogueChallenge[] | undefined {
  const areaScores = useAreaScores(userId);
  const doneDaysById = useMemo(
    () =>
      progress
        ? Object.fromEntries(
            Object.entries(progress.byChallenge).map(([id, entry]) => [id, entry.doneDays]),
          )
        : undefined,
    [progress],
  );
  return useMemo(
    () =>
      areaScores && doneDaysById
        ? memberDailyPicks({ userId, type, today: today.localDate, areaScores, doneDaysById })
        : undefined,
    [areaScores, doneDaysById, userId, type, today.localDate],
  );
}
