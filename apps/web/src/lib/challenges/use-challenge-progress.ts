// The member's challenge progress, live from this device's database (issue 20, decision 046), and the
// writes the challenge screens make. "Today" is the calendar day in the device's zone now.
import {
  challengeProgress,
  dayKey,
  doneDayFrom,
  runFrom,
  type ChallengeProgress,
  type MbtiType,
  type StreakRules,
} from '@groeipad/domain';
import {
  challengeDoneDays,
  challengeRuns,
  joinChallenge,
  leaveChallenge,
  markChallengeDone,
  setRunShareProgress,
  undoChallengeDone,
} from '@groeipad/local-db';
import { useMemo } from 'react';
import { useDatabase } from '../database-context';
import { useLiveWithRetry } from '../use-live';
import { useNow } from '../use-now';
import { wallClock } from '../use-repository';

/** The device's IANA zone now (UTC when the browser does not say). */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export type ChallengeProgressState = {
  status: 'loading' | 'ready' | 'error';
  progress?: ChallengeProgress;
  retry: () => void;
};

/** Re-derived when a done day or run is written, and each minute so a new day starts on time. */
export function useChallengeProgress(userId: string, rules?: StreakRules): ChallengeProgressState {
  const now = useNow(60_000);
  const { result, retry } = useLiveWithRetry(
    (db) => Promise.all([challengeDoneDays(db, userId), challengeRuns(db, userId)]),
    [userId],
  );
  const progress = useMemo(() => {
    if (result.status !== 'ready') return undefined;
    const [days, runs] = result.value;
    const timeZone = deviceTimeZone();
    return challengeProgress({
      doneDays: days.flatMap((day) => doneDayFrom(day) ?? []),
      runs: runs.flatMap((run) => runFrom(run) ?? []),
      today: { localDate: dayKey(now, timeZone), timeZone, at: now },
      ...(rules ? { rules } : {}),
    });
  }, [result, now, rules]);
  return { status: result.status, ...(progress ? { progress } : {}), retry };
}

export type JoinOptions = { shareProgress: boolean; communityType?: MbtiType };

export type ChallengeActions = {
  /** Ticks the challenge done today; true when it was not done yet. */
  markDone(challengeId: string): Promise<boolean>;
  /** Takes back today's tick; true when there was one. */
  undo(challengeId: string): Promise<boolean>;
  join(challengeId: string, options: JoinOptions): Promise<string>;
  leave(runId: string): Promise<void>;
  setShare(runId: string, share: boolean): Promise<void>;
};

export function useChallengeActions(userId: string): ChallengeActions {
  const { db } = useDatabase();
  return useMemo(() => {
    const ctx = { now: wallClock, actor: userId };
    return {
      markDone: async (challengeId) => {
        const result = await markChallengeDone(db, ctx, {
          challengeId,
          at: wallClock(),
          timeZone: deviceTimeZone(),
          source: 'manual',
        });
        return result.created;
      },
      undo: (challengeId) =>
        undoChallengeDone(db, ctx, {
          challengeId,
          localDate: dayKey(wallClock(), deviceTimeZone()),
        }),
      join: async (challengeId, options) => {
        const run = await joinChallenge(db, ctx, {
          challengeId,
          at: wallClock(),
          timeZone: deviceTimeZone(),
          shareProgress: options.shareProgress,
          ...(options.communityType ? { communityType: options.communityType } : {}),
        });
        return run.id;
      },
      leave: (runId) => leaveChallenge(db, ctx, runId),
      setShare: (runId, share) => setRunShareProgress(db, ctx, runId, share),
    };
  }, [db, userId]);
}
