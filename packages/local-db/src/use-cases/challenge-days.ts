// Writes of issue 20's challenge progress (decision 046): a done day is one challenge_analytics record per
// challenge and local day under a fixed id, a run of a longer challenge one challenge_participants record.
// Marking a day twice, on one device or two, meets in the same record; nothing here stores a total.
import {
  catalogueChallenge,
  challengeDayId,
  challengeProgress,
  dayKey,
  doneDayFrom,
  participationId,
  runFrom,
  shiftDayKey,
  UNDONE_SOURCE,
  weekStartKey,
  type ChallengeAnalytics,
  type ChallengeParticipant,
  type DayKey,
  type MbtiType,
  type Run,
} from '@groeipad/domain';
import { withoutBookkeeping } from '../bookkeeping';
import { challengeDoneDays, challengeRuns } from '../queries/challenges';
import { createRepository, type RepositoryContext } from '../repository';
import type { GroeipadDb } from '../types';

/** A challenge id the catalogue does not know (or a daily one where a run was asked for). */
export class UnknownChallengeError extends Error {
  constructor(readonly challengeId: string) {
    super(`No challenge in the catalogue can be ${challengeId}`);
    this.name = 'UnknownChallengeError';
  }
}

export type MarkChallengeDoneInput = {
  challengeId: string;
  /** The instant it was done (epoch ms). */
  at: number;
  /** The device's zone at that instant: its calendar day there is the done day. */
  timeZone: string;
  /** `manual` or the record kind that completed it. */
  source: string;
};

export type JoinChallengeInput = {
  challengeId: string;
  at: number;
  timeZone: string;
  /** Joining the challenge of the member's type community: the run starts on that week's Monday. */
  communityType?: MbtiType;
  shareProgress: boolean;
  /** The run's first local day; default the community week's Monday, or the day of joining. */
  periodStart?: DayKey;
};

function strip<T>(record: T): T {
  return withoutBookkeeping(record as Record<string, unknown>) as T;
}

/** The member's done days and runs of one challenge, as the domain reads them. */
async function historyOf(db: GroeipadDb, userId: string, challengeId: string) {
  const [days, runs] = await Promise.all([
    challengeDoneDays(db, userId),
    challengeRuns(db, userId),
  ]);
  return {
    doneDays: days
      .filter((d) => d.challenge_id === challengeId)
      .flatMap((d) => doneDayFrom(d) ?? []),
    runs: runs.filter((r) => r.challenge_id === challengeId).flatMap((r) => runFrom(r) ?? []),
  };
}

/**
 * Stores that the challenge was done on the device's calendar day of `at`, once: a second call that day
 * (or a record another device synced) leaves the stored one as it is. `points_earned` and `streak` are what
 * this day gave, for information; progress is always derived from the done days themselves.
 */
export function markChallengeDone(
  db: GroeipadDb,
  ctx: RepositoryContext,
  input: MarkChallengeDoneInput,
): Promise<{ created: boolean; record: ChallengeAnalytics }> {
  const challenge = catalogueChallenge(input.challengeId);
  if (!challenge) return Promise.reject(new UnknownChallengeError(input.challengeId));
  const userId = ctx.actor;
  const localDate = dayKey(input.at, input.timeZone);
  const id = challengeDayId(challenge.id, localDate);
  const repository = createRepository(db, 'challenge_analytics', ctx);
  return db.transaction('rw', db.challenge_analytics, db.challenge_participants, async () => {
    const existing = await db.challenge_analytics.get(id);
    if (existing && existing.source !== UNDONE_SOURCE) {
      return { created: false, record: strip<ChallengeAnalytics>(existing) };
    }
    const history = await historyOf(db, userId, challenge.id);
    const today = { localDate, timeZone: input.timeZone, at: input.at };
    const before = challengeProgress({ ...history, today });
    const day = {
      challengeId: challenge.id,
      localDate,
      timeZone: input.timeZone,
      completedAt: input.at,
      source: input.source,
    };
    const after = challengeProgress({ ...history, doneDays: [...history.doneDays, day], today });
    const fields = {
      analytics_date: input.at,
      local_date: localDate,
      time_zone: input.timeZone,
      source: input.source,
      completion_rate: 100,
      streak: after.byChallenge[challenge.id]?.streak.current ?? 1,
      points_earned: after.xp - before.xp,
      time_spent_minutes: challenge.estimatedMinutes,
    };
    const record = existing
      ? await repository.update(id, fields)
      : await repository.create({ id, challenge_id: challenge.id, user_id: userId, ...fields });
    return { created: true, record };
  });
}

/**
 * Takes back a done day the member ticked themselves, only on that same local day (a day completed by
 * the member's records stays done). The record is kept with source `undone`, so it counts for nothing and
 * a later tick that day meets it again. True when something was taken back.
 */
export function undoChallengeDone(
  db: GroeipadDb,
  ctx: RepositoryContext,
  input: { challengeId: string; localDate: DayKey },
): Promise<boolean> {
  const id = challengeDayId(input.challengeId, input.localDate);
  const repository = createRepository(db, 'challenge_analytics', ctx);
  return db.transaction('rw', db.challenge_analytics, async () => {
    const existing = await db.challenge_analytics.get(id);
    if (!existing || existing.user_id !== ctx.actor || existing.source !== 'manual') return false;
    if (!existing.time_zone || dayKey(ctx.now(), existing.time_zone) !== existing.local_date) {
      return false;
    }
    await repository.update(id, { source: UNDONE_SOURCE, points_earned: 0, streak: 0 });
    return true;
  });
}

function windowEnd(run: Run): DayKey {
  const challenge = catalogueChallenge(run.challengeId);
  return shiftDayKey(run.periodStart, (challenge?.durationDays ?? 1) - 1);
}

/**
 * Starts a run of a weekly or multi-week challenge (or joins the type community's one). While a run of the
 * same challenge that was not left covers the first day, that run is returned instead: one run at a time.
 */
export function joinChallenge(
  db: GroeipadDb,
  ctx: RepositoryContext,
  input: JoinChallengeInput,
): Promise<ChallengeParticipant> {
  const challenge = catalogueChallenge(input.challengeId);
  if (!challenge || challenge.frequency === 'daily') {
    return Promise.reject(new UnknownChallengeError(input.challengeId));
  }
  const userId = ctx.actor;
  const today = dayKey(input.at, input.timeZone);
  const periodStart = input.periodStart ?? (input.communityType ? weekStartKey(today) : today);
  const id = participationId(challenge.id, periodStart);
  const repository = createRepository(db, 'challenge_participants', ctx);
  return db.transaction('rw', db.challenge_participants, async () => {
    const runs = (await challengeRuns(db, userId)).filter((r) => r.challenge_id === challenge.id);
    const current = runs.find((record) => {
      const run = runFrom(record);
      return (
        run &&
        run.status !== 'left' &&
        run.periodStart <= periodStart &&
        periodStart <= windowEnd(run)
      );
    });
    if (current) return strip<ChallengeParticipant>(current);
    const fields = {
      joined_at: input.at,
      status: 'active' as const,
      share_progress: input.shareProgress,
      period_start: periodStart,
      ...(input.communityType ? { community_type: input.communityType } : {}),
    };
    // Left earlier the same period and joined again: the same record, active again.
    if (runs.some((r) => r.id === id)) return repository.update(id, fields);
    return repository.create({
      id,
      challenge_id: challenge.id,
      user_id: userId,
      progress: 0,
      likes_given: 0,
      comments_made: 0,
      ...fields,
    });
  });
}

/**
 * Leaves a run; done days after this moment no longer count for it. Runs of the same challenge whose
 * window overlaps it (the same run joined on another device) are left with it.
 */
export function leaveChallenge(
  db: GroeipadDb,
  ctx: RepositoryContext,
  runId: string,
): Promise<void> {
  const repository = createRepository(db, 'challenge_participants', ctx);
  return db.transaction('rw', db.challenge_participants, async () => {
    const record = await db.challenge_participants.get(runId);
    if (!record || record.user_id !== ctx.actor) return;
    const run = runFrom(record);
    const others = (await challengeRuns(db, ctx.actor)).filter((other) => {
      if (other.id === runId || other.challenge_id !== record.challenge_id) return false;
      const otherRun = runFrom(other);
      return (
        !!run &&
        !!otherRun &&
        otherRun.status !== 'left' &&
        otherRun.periodStart <= windowEnd(run) &&
        run.periodStart <= windowEnd(otherRun)
      );
    });
    for (const target of [record, ...others]) {
      if (target.status !== 'left') await repository.update(target.id, { status: 'left' });
    }
  });
}

/** Shows or hides the run's progress to the member's type community. */
export async function setRunShareProgress(
  db: GroeipadDb,
  ctx: RepositoryContext,
  runId: string,
  share: boolean,
): Promise<void> {
  const record = await db.challenge_participants.get(runId);
  if (!record || record.user_id !== ctx.actor || record.share_progress === share) return;
  await createRepository(db, 'challenge_participants', ctx).update(runId, {
    share_progress: share,
  });
}
