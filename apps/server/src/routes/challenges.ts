// The community challenges' HTTP API under /api/challenges (issue 20, decision 047): the week's challenges of the member's type community with who takes part, likes on a member's run, and the opt-in rank; all derived from synced records, readable only within the member's type community.
import {
  COMMUNITY_MEMBERS_SHOWN,
  communityChallenges,
  isCommunityChallenge,
  isMbtiType,
  runEndsOn,
  shiftDayKey,
  weekStartOf,
  type ChallengeMemberWire,
  type CommunityChallengesWire,
  type DayKey,
  type MbtiType,
} from '@groeipad/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  addLike,
  doneDaysOf,
  isOptedIn,
  likesOf,
  removeLike,
  setOptIn,
  weekRuns,
} from '../db/challenges';
import { profileOf } from '../db/chat-rooms';
import type { Database } from '../db/schema';
import {
  createChallengeRank,
  earliestDayOf,
  latestDayAt,
  utcDay,
} from '../services/challenge-rank';
import { sessionGuard, type SessionReader } from '../services/session';
import type { WindowLimit } from '../services/window-limit';
import { countedWrites, memberIdField, refuse } from './community-replies';
import { apiErrorHandler, invalidRequest } from './errors';

/** Bodies here are a few ids; anything longer is no request of the app. */
export const CHALLENGES_BODY_LIMIT = 1024;

export type ChallengeRouteDeps = {
  db: Kysely<Database>;
  sessions: SessionReader;
  /** Likes, unlikes and the rank switch per member, counted in the database for every node. */
  writeLimits: readonly WindowLimit[];
  /** The server's clock; tests move it. */
  now?: () => number;
};

/** A real calendar day as YYYY-MM-DD (not 2026-02-31). */
const dayField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day as YYYY-MM-DD')
  .refine((day) => shiftDayKey(day, 0) === day, 'not a calendar day');

const likeSchema = z.strictObject({
  challengeId: z.string().min(1).max(100),
  periodStart: dayField.refine((day) => weekStartOf(day) === day, 'must be a Monday'),
  memberId: memberIdField,
});
const rankSchema = z.strictObject({ optIn: z.boolean() });
const communityQuery = z.strictObject({ today: dayField.optional() });

type Community = { userId: string; type: MbtiType };

export function registerChallengeRoutes(app: FastifyInstance, deps: ChallengeRouteDeps): void {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const rank = createChallengeRank(db);
  const { onRequest, userOf } = sessionGuard(
    deps.sessions,
    'sign in to take part in community challenges',
  );

  /** The caller's type community, or null with 409 sent: it needs a community profile with a type. */
  async function communityOf(request: FastifyRequest, reply: FastifyReply) {
    const userId = userOf(request).userId;
    const profile = await profileOf(db, userId);
    if (!profile) {
      void refuse(
        reply,
        409,
        'profile_required',
        'choose a display name in a community before taking part in its challenges',
      );
      return null;
    }
    if (!isMbtiType(profile.mbtiType)) {
      void refuse(
        reply,
        409,
        'type_required',
        'choose your type on your community profile: its challenges are shared within it',
      );
      return null;
    }
    return { userId, type: profile.mbtiType } satisfies Community;
  }

  const counted = {
    bodyLimit: CHALLENGES_BODY_LIMIT,
    ...countedWrites(
      deps.writeLimits,
      userOf,
      'you are changing likes or your rank faster than the community allows',
    ),
  };

  async function week(community: Community, today: DayKey): Promise<CommunityChallengesWire> {
    const weekStart = weekStartOf(today);
    const challenges = communityChallenges(community.type, weekStart);
    const runs = await weekRuns(db, {
      type: community.type,
      periodStart: weekStart,
      challengeIds: challenges.map((challenge) => challenge.id),
      viewerId: community.userId,
    });
    const latest = latestDayAt(now());
    const answer: CommunityChallengesWire = { type: community.type, weekStart, challenges: [] };
    for (const challenge of challenges) {
      const endsOn = runEndsOn(challenge, weekStart);
      const taking = runs
        .filter((run) => run.challengeId === challenge.id)
        .sort(
          (a, b) =>
            Number(b.memberId === community.userId) - Number(a.memberId === community.userId) ||
            a.name.localeCompare(b.name, 'en') ||
            (a.memberId < b.memberId ? -1 : 1),
        );
      const shown = taking.slice(0, COMMUNITY_MEMBERS_SHOWN);
      // Progress only of those who share it (and the caller's own); the rest stays on the server.
      const visible = shown.filter((run) => run.shared || run.memberId === community.userId);
      const days = await doneDaysOf(db, {
        challengeId: challenge.id,
        memberIds: visible.map((run) => run.memberId),
        from: weekStart,
        through: endsOn < latest ? endsOn : latest,
      });
      const likes = await likesOf(db, {
        challengeId: challenge.id,
        periodStart: weekStart,
        viewerId: community.userId,
      });
      const members = shown.map((run): ChallengeMemberWire => {
        const me = run.memberId === community.userId;
        const earliest = earliestDayOf(run.createdAt);
        const done = (days.get(run.memberId) ?? []).filter((day) => day >= earliest).length;
        const liked = likes.get(run.memberId);
        return {
          memberId: run.memberId,
          name: run.name,
          shared: run.shared,
          ...(run.shared || me ? { doneDays: done } : {}),
          daysNeeded: challenge.daysNeeded,
          likes: liked?.count ?? 0,
          likedByMe: liked?.likedByViewer ?? false,
          me,
        };
      });
      answer.challenges.push({
        challengeId: challenge.id,
        periodStart: weekStart,
        endsOn,
        participants: taking.length,
        joined: taking.some((run) => run.memberId === community.userId),
        members,
      });
    }
    return answer;
  }

  /** The like the body names, or null with the reply sent (400 for a bad body or the caller's own run). */
  function likeOf(request: FastifyRequest, reply: FastifyReply) {
    const parsed = likeSchema.safeParse(request.body);
    if (!parsed.success) {
      void reply.code(400).send(invalidRequest(parsed.error));
      return null;
    }
    const fromUser = userOf(request).userId;
    if (parsed.data.memberId === fromUser) {
      void refuse(reply, 400, 'invalid_request', 'you cannot like your own progress');
      return null;
    }
    const { challengeId, periodStart, memberId } = parsed.data;
    return { challengeId, periodStart, fromUser, toUser: memberId };
  }

  async function rankAnswer(community: Community) {
    const optedIn = await isOptedIn(db, community.userId);
    return rank.rankFor({ viewerId: community.userId, type: community.type, optedIn, now: now() });
  }

  void app.register(
    (scope, _options, done) => {
      scope.setErrorHandler(apiErrorHandler);
      scope.addHook('onRequest', onRequest);

      scope.get('/community', async (request, reply) => {
        const query = communityQuery.safeParse(request.query);
        if (!query.success) return reply.code(400).send(invalidRequest(query.error));
        // The member's own day (their zone), within the day either side of UTC that zones reach.
        const utcToday = utcDay(now());
        const today = query.data.today ?? utcToday;
        if (today < shiftDayKey(utcToday, -1) || today > shiftDayKey(utcToday, 1)) {
          return refuse(reply, 400, 'invalid_request', 'today: must be within a day of today');
        }
        const community = await communityOf(request, reply);
        if (!community) return reply;
        return week(community, today);
      });

      scope.post('/likes', counted, async (request, reply) => {
        const like = likeOf(request, reply);
        if (!like) return reply;
        const community = await communityOf(request, reply);
        if (!community) return reply;
        const future = like.periodStart > weekStartOf(latestDayAt(now()));
        if (future || !isCommunityChallenge(community.type, like.periodStart, like.challengeId)) {
          return refuse(
            reply,
            404,
            'unknown_challenge',
            'that is not a challenge of your community for that week',
          );
        }
        // Blocked either way, of another type, or not taking part: one answer, revealing nothing.
        const runs = await weekRuns(db, {
          type: community.type,
          periodStart: like.periodStart,
          challengeIds: [like.challengeId],
          viewerId: community.userId,
        });
        if (!runs.some((run) => run.memberId === like.toUser)) {
          return refuse(
            reply,
            404,
            'not_participating',
            'that member does not take part in this challenge',
          );
        }
        await addLike(db, like);
        return reply.code(204).send();
      });

      // Taking a like back needs no participation: only the caller's own like can go.
      scope.delete('/likes', counted, async (request, reply) => {
        const like = likeOf(request, reply);
        if (!like) return reply;
        await removeLike(db, like);
        return reply.code(204).send();
      });

      scope.get('/rank', async (request, reply) => {
        const community = await communityOf(request, reply);
        if (!community) return reply;
        return rankAnswer(community);
      });

      scope.put('/rank', counted, async (request, reply) => {
        const parsed = rankSchema.safeParse(request.body);
        if (!parsed.success) return reply.code(400).send(invalidRequest(parsed.error));
        const community = await communityOf(request, reply);
        if (!community) return reply;
        await setOptIn(db, community.userId, parsed.data.optIn);
        return rankAnswer(community);
      });

      done();
    },
    { prefix: '/api/challenges' },
  );
}
