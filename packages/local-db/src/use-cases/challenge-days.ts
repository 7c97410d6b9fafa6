// Writing a member's challenge progress (issue 20): a done day under its fixed id (idempotent, so a second
// tap or a second device adds nothing), undoing a ticked day, and joining, leaving and sharing a run.
// `ctx.actor` is the member: every record is theirs.
import {
  catalogueChallenge,
  challengeDayId,
  dayKey,
  participationId,
  type DayKey,
  type EntityOf,
  type MbtiType,
} from '@groeipad/domain';
import { createRepository, type RepositoryContext } from '../repository';
import type { GroeipadDb } from '../types';

type DayRecord = EntityOf<'challenge_analytics'>;
type RunRecord = EntityOf<'challenge_participants'>;

export async function markChallengeDone(
  db: GroeipadDb,
  ctx: RepositoryContext,
  input: { challengeId: string; at: number; timeZone: string; source: string },
): Promise<{ created: boolean; record: DayRecord }> {
  const challenge = catalogueChallenge(input.challengeId);
  if (!challenge) throw new Error(`Unknown challenge ${input.challengeId}`);
  const localDate = dayKey(input.at, input.timeZone);
  const id = challengeDayId(challenge.id, localDate);
  const repository = createRepository(db, 'challenge_analytics', ctx);
  return db.transaction('rw', db.challenge_analytics, async () => {
    const known = await db.challenge_analytics.get(id);
    if (known) return { created: false, record: known };
    const record = await repository.create({
      id,
      challenge_id: challenge.id,
      user_id: ctx.actor,
      analytics_date: input.at,
      local_date: localDate,
      time_zone: input.timeZone,
      source: input.source,
      completion_rate: 100,
      streak: 0,
      points_earned: challenge.frequency === 'daily' ? challenge.xpReward : 0,
      time_spent_minutes: challenge.estimatedMinutes,
    });
    return { created: true, record };
  });
}

/** Removes a day the member ticked themselves (never one their records completed); false when there is none. */
export async function undoChallengeDone(
  db: GroeipadDb,
  ctx: RepositoryContext,
  input: { challengeId: string; localDate: DayKey },
): Promise<boolean> {
  const id = challengeDayId(input.challengeId, input.localDate);
  const repository = createRepository(db, 'challenge_analytics', ctx);
  return db.transaction('rw', db.challenge_analytics, async () => {
    const known = await db.challenge_analytics.get(id);
    if (!known || known.user_id !== ctx.actor || known.source !== 'manual') return false;
    await repository.remove(id);
    return true;
  });
}

/**
 * A run from `periodStart` (default: the local day of `at`); joining a run again that was left takes it
 * up again. A community run starts on the week's Monday the server names.
 */
export async function joinChallenge(
  db: GroeipadDb,
  ctx: RepositoryContext,
  input: {
    challengeId: string;
    at: number;
    timeZone: string;
    communityType?: MbtiType;
    shareProgress: boolean;
    periodStart?: DayKey;
  },
): Promise<RunRecord> {
  const challenge = catalogueChallenge(input.challengeId);
  if (!challenge || challenge.frequency === 'daily') {
    throw new Error(`${input.challengeId} is not a weekly or multi-week challenge`);
  }
  const periodStart = input.periodStart ?? dayKey(input.at, input.timeZone);
  const id = participationId(challenge.id, periodStart);
  const repository = createRepository(db, 'challenge_participants', ctx);
  return db.transaction('rw', db.challenge_participants, async () => {
    const known = await db.challenge_participants.get(id);
    if (known && known.status !== 'left') return known;
    if (known) {
      return repository.update(id, { status: 'active', share_progress: input.shareProgress });
    }
    return repository.create({
      id,
      challenge_id: challenge.id,
      user_id: ctx.actor,
      joined_at: input.at,
      status: 'active',
      progress: 0,
      share_progress: input.shareProgress,
      likes_given: 0,
      comments_made: 0,
      period_start: periodStart,
      ...(input.communityType ? { community_type: input.communityType } : {}),
    });
  });
}

export async function leaveChallenge(
  db: GroeipadDb,
  ctx: RepositoryContext,
  runId: string,
): Promise<void> {
  await createRepository(db, 'challenge_participants', ctx).update(runId, { status: 'left' });
}

export async function setRunShareProgress(
  db: GroeipadDb,
  ctx: RepositoryContext,
  runId: string,
  share: boolean,
): Promise<void> {
  await createRepository(db, 'challenge_participants', ctx).update(runId, {
    share_progress: share,
  });
}
