// The member's challenge progress, live from this device's database (issue 20, decision 046), and the
// writes the challenge screens make. "Today" is the calendar day in the device's zone now.
import {
  CHALLENGE_SETTINGS,
  DEFAULT_STREAK_RULES,
  challengeProgress,
  dayKey,
  parseRestDays,
  doneDayFrom,
  runFrom,
  type ChallengeProgress,
  type DayKey,
  type MbtiType,
  type StreakRules,
} from '@groeipad/domain';
import {
  challengeDoneDays,
  challengeRuns,
  joinChallenge,
  leaveChallenge,
  markChallengeDone,
  saveUserSetting,
  setRunShareProgress,
  settingValue,
  undoChallengeDone,
} from '@groeipad/local-db';
import { useMemo } from 'react';
import { useDatabase } from '../database-context';
import { deviceTimeZone } from './device-zone';
import { useLiveWithRetry } from '../use-live';
import { useNow } from '../use-now';
import { wallClock } from '../use-repository';

export { deviceTimeZone };

export type ChallengeProgressState = {
  status: 'loading' | 'ready' | 'error';
  progress?: ChallengeProgress;
  /** The member's rest days (weekdays 0 Monday .. 6 Sunday): they never break a streak. */
  restDays: number[];
  retry: () => void;
};

/**
 * Re-derived when a done day, a run or the rest days are written, and each minute so a new day starts on
 * time. The streak rules are the default ones with the member's rest days (`challenges.rest_days`).
 */
export function useChallengeProgress(userId: string): ChallengeProgressState {
  const now = useNow(60_000);
  const { result, retry } = useLiveWithRetry(
    (db) =>
      Promise.all([
        challengeDoneDays(db, userId),
        challengeRuns(db, userId),
        settingValue(db, userId, CHALLENGE_SETTINGS.restDays.key),
      ]),
    [userId],
  );
  const stored = result.status === 'ready' ? result.value[2] : undefined;
  const restDays = useMemo(() => parseRestDays(stored), [stored]);
  const progress = useMemo(() => {
    if (result.status !== 'ready') return undefined;
    const [days, runs] = result.value;
    const timeZone = deviceTimeZone();
    const rules: StreakRules = { ...DEFAULT_STREAK_RULES, restDays };
    return challengeProgress({
      doneDays: days.flatMap((day) => doneDayFrom(day) ?? []),
      runs: runs.flatMap((run) => runFrom(run) ?? []),
      today: { localDate: dayKey(now, timeZone), timeZone, at: now },
      rules,
    });
  }, [result, now, restDays]);
  return { status: result.status, ...(progress ? { progress } : {}), restDays, retry };
}

export type JoinOptions = {
  shareProgress: boolean;
  communityType?: MbtiType;
  /** The run's first day; default the community week's Monday, or today. */
  periodStart?: DayKey;
};

export function useChallengeActions(userId: string) {
  const { db } = useDatabase();
  return useMemo(() => {
    const ctx = { now: wallClock, actor: userId };
    const moment = () => ({ at: wallClock(), timeZone: deviceTimeZone() });
    return {
      /** Ticks it done today; `created` is false when today was already done. */
      markDone: (challengeId: string) =>
        markChallengeDone(db, ctx, { challengeId, ...moment(), source: 'manual' }),
      /** Takes back today's tick; true when there was one. */
      undo: (challengeId: string) => {
        const { at, timeZone } = moment();
        return undoChallengeDone(db, ctx, { challengeId, localDate: dayKey(at, timeZone) });
      },
      /** Starts a run (or returns the one running). */
      join: (challengeId: string, options: JoinOptions) =>
        joinChallenge(db, ctx, { challengeId, ...moment(), ...options }),
      leave: (runId: string) => leaveChallenge(db, ctx, runId),
      setShare: (runId: string, share: boolean) => setRunShareProgress(db, ctx, runId, share),
      /** Stores the rest days (weekdays 0-6, at most MAX_REST_DAYS). */
      setRestDays: (days: readonly number[]) =>
        saveUserSetting(
          db,
          ctx,
          userId,
          CHALLENGE_SETTINGS.restDays,
          JSON.stringify([...new Set(days)].sort((a, b) => a - b)),
        ),
    };
  }, [db, userId]);
}

export type ChallengeActions = ReturnType<typeof useChallengeActions>;
