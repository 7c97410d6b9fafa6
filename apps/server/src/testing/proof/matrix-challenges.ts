// Authorization matrix support for the community challenges: A (an end-to-end encrypted account) takes part in the week's challenge of A's type without sharing progress and opted in to the rank; B must never see A's done days, change A's opt-in or like in A's name.
import {
  communityChallenges,
  dayKey,
  weekStartOf,
  type CommunityChallengesWire,
} from '@groeipad/domain';
import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../db';
import { asCaller, type Matrix } from './matrix-entry';
import type { Call, Caller } from './matrix-world';

type CallFn = (as: Caller | undefined, request: Call) => Promise<LightMyRequestResponse>;

const base = '/api/challenges';
const TYPE = 'INFJ';

/** The week's first challenge of A's type and its Monday (the server's UTC week). */
export function challengeOfTheWeek(): { challengeId: string; periodStart: string } {
  const periodStart = weekStartOf(dayKey(Date.now(), 'UTC'));
  return { challengeId: communityChallenges(TYPE, periodStart)[0]!.id, periodStart };
}

/**
 * A joins the week's challenge of A's type (progress not shared) with a done day today, synced as
 * plaintext although A encrypts end to end (challenge tables are not encrypted), and opts in to the rank.
 * A's community profile (INFJ) must exist.
 */
export async function setUpChallengesOfA(call: CallFn, a: Caller): Promise<void> {
  const { challengeId, periodStart } = challengeOfTheWeek();
  const now = Date.now();
  const today = dayKey(now, 'UTC');
  const stamp = { created_at: now, updated_at: now, created_by: a.userId, user_id: a.userId };
  const change = (table: string, data: { id: string } & Record<string, unknown>) => ({
    table,
    id: data.id,
    mutationId: `a-${table}-${a.userId}`.slice(0, 100),
    op: 'create',
    baseVersion: null,
    changed: [],
    data,
  });
  const pushed = await call(a, {
    method: 'POST',
    url: '/api/sync/push',
    body: {
      changes: [
        change('challenge_participants', {
          id: `challenge-run:${challengeId}:${periodStart}`,
          ...stamp,
          challenge_id: challengeId,
          joined_at: now,
          status: 'active',
          progress: 0,
          share_progress: false,
          likes_given: 0,
          comments_made: 0,
          period_start: periodStart,
          community_type: TYPE,
        }),
        change('challenge_analytics', {
          id: `challenge-day:${challengeId}:${today}`,
          ...stamp,
          challenge_id: challengeId,
          analytics_date: now,
          local_date: today,
          time_zone: 'UTC',
          source: 'manual',
          completion_rate: 100,
          streak: 1,
          points_earned: 20,
          time_spent_minutes: 5,
        }),
      ],
    },
  });
  const statuses = pushed.json<{ results?: { status: string }[] }>().results?.map((r) => r.status);
  if (pushed.statusCode !== 200 || statuses?.some((status) => status !== 'accepted')) {
    throw new Error(`A's challenge records were not taken: ${pushed.body}`);
  }
  const opted = await call(a, { method: 'PUT', url: `${base}/rank`, body: { optIn: true } });
  if (opted.statusCode !== 200) throw new Error(`A did not opt in: ${opted.body}`);
}

/** A's opt-in and the likes A gave or got. */
export async function challengesSnapshotOf(db: Kysely<Database>, userId: string): Promise<unknown> {
  return {
    optIn: await db
      .selectFrom('challenge_rank_optins')
      .selectAll()
      .where('user_id', '=', userId)
      .execute(),
    likes: await db
      .selectFrom('challenge_likes')
      .selectAll()
      .where((eb) => eb.or([eb('from_user', '=', userId), eb('to_user', '=', userId)]))
      .orderBy('from_user')
      .execute(),
  };
}

const profileOfB: Call = {
  method: 'PUT',
  url: '/api/community/profile',
  body: { displayName: 'Bea', mbtiType: TYPE },
};

export const challengeRoutes: Matrix = {
  'GET /api/challenges/community': {
    access: 'session',
    request: () => ({ method: 'GET', url: `${base}/community` }),
    async attack(world, b) {
      // Without a profile B is asked for one; in A's type community B sees that A takes part, never A's done days.
      const answers = await asCaller(
        world,
        b,
        { method: 'GET', url: `${base}/community?userId=${world.a.userId}` },
        profileOfB,
        { method: 'GET', url: `${base}/community` },
      );
      expect(answers[0]?.statusCode).toBe(400);
      const seen = answers[2]?.json<CommunityChallengesWire>();
      const rowOfA = seen?.challenges
        .flatMap((challenge) => challenge.members)
        .find((member) => member.memberId === world.a.userId);
      if (rowOfA) expect(rowOfA).not.toHaveProperty('doneDays');
      return answers;
    },
  },
  'POST /api/challenges/likes': {
    access: 'session',
    request: () => ({
      method: 'POST',
      url: `${base}/likes`,
      body: { challengeId: 'gratitude-week', periodStart: '2026-11-23', memberId: 'nobody0000' },
    }),
    async attack(world, b) {
      const { challengeId, periodStart } = challengeOfTheWeek();
      const like = { challengeId, periodStart, memberId: world.a.community.blockedId };
      const answers = await asCaller(
        world,
        b,
        // In A's name: a field the server does not take.
        { method: 'POST', url: `${base}/likes`, body: { ...like, fromUser: world.a.userId } },
        // Without a profile of B's own.
        { method: 'POST', url: `${base}/likes`, body: like },
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([400, 409]);
      return answers;
    },
  },
  'DELETE /api/challenges/likes': {
    access: 'session',
    request: () => ({
      method: 'DELETE',
      url: `${base}/likes`,
      body: { challengeId: 'gratitude-week', periodStart: '2026-11-23', memberId: 'nobody0000' },
    }),
    attack: (world, b) =>
      // Only B's own like could go: A's likes stay whatever B names.
      asCaller(world, b, {
        method: 'DELETE',
        url: `${base}/likes`,
        body: { ...challengeOfTheWeek(), memberId: world.a.userId },
      }),
  },
  'GET /api/challenges/rank': {
    access: 'session',
    request: () => ({ method: 'GET', url: `${base}/rank` }),
    async attack(world, b) {
      // Not opted in, B learns how many rank in A's community, not who or with what XP.
      const answers = await asCaller(world, b, profileOfB, {
        method: 'GET',
        url: `${base}/rank`,
      });
      expect(answers[1]?.json()).toEqual({ optedIn: false, of: 1, top: [] });
      return answers;
    },
  },
  'PUT /api/challenges/rank': {
    access: 'session',
    request: () => ({ method: 'PUT', url: `${base}/rank`, body: { optIn: false } }),
    async attack(world, b) {
      const answers = await asCaller(
        world,
        b,
        { method: 'PUT', url: `${base}/rank`, body: { optIn: false, userId: world.a.userId } },
        { method: 'PUT', url: `${base}/rank`, body: { optIn: false } },
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([400, 409]);
      return answers;
    },
  },
};
