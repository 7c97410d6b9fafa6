// The member's challenge progress, live from this device's database (done days and runs through
// challengeProgress), and the writes the screens make: tick a day, undo it, join, leave and share a run.
// Every write takes the device's zone at that moment, so a done day keeps the day it was done on.
import {
  challengeProgress,
  dayKey,
  doneDayFrom,
  runFrom,
  type ChallengeProgress,
  type DayKey,
  type DoneDay,
  type MbtiType,
  type Run,
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

export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export type ChallengeProgressState = {
  status: 'loading' | 'ready' | 'error';
  progress?: ChallengeProgress;
  retry: () => void;
};

export function useChallengeProgress(userId: string): ChallengeProgressState {
  const { result, retry } = useLiveWithRetry(
    async (db) => {
      const [days, runs] = await Promise.all([
        challengeDoneDays(db, userId),
        challengeRuns(db, userId),
      ]);
      return {
        doneDays: days.map(doneDayFrom).filter((d): d is DoneDay => d !== null),
        runs: runs.map(runFrom).filter((r): r is Run => r !== null),
      };
    },
    [userId],
  );
  // Today moves on with the clock (a minute at a time); the records only when a write touches them.
  const now = useNow(60_000);
  const timeZone = deviceTimeZone();
  const localDate = dayKey(now, timeZone);
  const records = result.status === 'ready' ? result.value : undefined;
  const progress = useMemo(
    () =>
      records
        ? challengeProgress({ ...records, today: { localDate, timeZone, at: now } })
        : undefined,
    [records, localDate, timeZone, now],
  );
  if (result.status === 'error') return { status: 'error', retry };
  if (!progress) return { status: 'loading', retry };
  return { status: 'ready', progress, retry };
}

export type JoinOptions = {
  shareProgress: boolean;
  communityType?: MbtiType;
  periodStart?: DayKey;
};

export function useChallengeActions(userId: string) {
  const { db } = useDatabase();
  return useMemo(() => {
    const ctx = { now: wallClock, actor: userId };
    const moment = () => {
      const at = wallClock();
      return { at, timeZone: deviceTimeZone() };
    };
    return {
      markDone: (challengeId: string) =>
        markChallengeDone(db, ctx, { challengeId, ...moment(), source: 'manual' }),
      undo: (challengeId: string) => {
        const { at, timeZone } = moment();
        return undoChallengeDone(db, ctx, { challengeId, localDate: dayKey(at, timeZone) });
      },
      join: (challengeId: string, options: JoinOptions) =>
        joinChallenge(db, ctx, { challengeId, ...moment(), ...options }),
      leave: (runId: string) => leaveChallenge(db, ctx, runId),
      setShare: (runId: string, share: boolean) => setRunShareProgress(db, ctx, runId, share),
    };
  }, [db, userId]);
}

export type ChallengeActions = ReturnType<typeof useChallengeActions>;
