// Authorization matrix support for the community: A's profile, rooms, a direct conversation holding a secret, a block; what of it B must never see or change; one row per /api/community route.
import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../db';
import { asCaller, type Matrix } from './matrix-entry';
import type { Call, Caller, MatrixWorld } from './matrix-world';

export type CommunityOfA = {
  /** A's direct room with C: only A and C may read it; it holds A's secret. */
  directRoom: string;
  /** The type room A joined and wrote in. */
  typeRoom: string;
  /** Seq of A's message in the type room. */
  publicSeq: number;
  /** The member A blocked. */
  blockedId: string;
};

type CallFn = (as: Caller | undefined, request: Call) => Promise<LightMyRequestResponse>;

const typeRoom = 'type:INFJ';

/** A's community life, with the secret `marker` only in the direct conversation. */
export async function setUpCommunityOfA(
  call: CallFn,
  a: Caller,
  c: Caller,
  marker: string,
): Promise<CommunityOfA> {
  const answers: LightMyRequestResponse[] = [];
  const as = async (who: Caller, request: Call) => {
    const answer = await call(who, request);
    answers.push(answer);
    return answer;
  };
  await as(a, {
    method: 'PUT',
    url: '/api/community/profile',
    body: { displayName: 'Anna', mbtiType: 'INFJ' },
  });
  await as(c, {
    method: 'PUT',
    url: '/api/community/profile',
    body: { displayName: 'Cas', mbtiType: null },
  });
  // A shares presence and read receipts (decision 044): B must still never read or change that.
  await as(a, {
    method: 'PUT',
    url: '/api/community/sharing',
    body: { presence: true, readReceipts: true },
  });
  await as(a, { method: 'POST', url: `/api/community/rooms/${typeRoom}/join` });
  const posted = await as(a, {
    method: 'POST',
    url: `/api/community/rooms/${typeRoom}/messages`,
    body: { clientId: `a-public-${a.userId}`.slice(0, 60), body: 'Hallo iedereen' },
  });
  const direct = await as(a, {
    method: 'POST',
    url: '/api/community/direct',
    body: { memberId: c.userId },
  });
  const directRoom = direct.json<{ roomId: string }>().roomId;
  await as(a, {
    method: 'POST',
    url: `/api/community/rooms/${directRoom}/messages`,
    body: { clientId: `a-direct-${a.userId}`.slice(0, 60), body: `privé ${marker}` },
  });
  await as(a, { method: 'POST', url: '/api/community/blocks', body: { memberId: c.userId } });
  for (const answer of answers) {
    if (answer.statusCode >= 300)
      throw new Error(`setting up A's community failed: ${answer.body}`);
  }
  return {
    directRoom,
    typeRoom,
    publicSeq: posted.json<{ message: { seq: number } }>().message.seq,
    blockedId: c.userId,
  };
}

/** Everything the server holds of A's community life (direct rooms others opened with A left out). */
export async function communitySnapshotOf(
  db: Kysely<Database>,
  userId: string,
  community: CommunityOfA,
): Promise<unknown> {
  return {
    profile: await db
      .selectFrom('chat_profiles')
      .selectAll()
      .where('user_id', '=', userId)
      .execute(),
    messages: await db
      .selectFrom('chat_messages')
      .selectAll()
      .where('author_id', '=', userId)
      .orderBy('room_id')
      .orderBy('seq')
      .execute(),
    memberships: await db
      .selectFrom('chat_members')
      .selectAll()
      .where('user_id', '=', userId)
      .where((eb) =>
        eb.or([eb('room_id', 'not like', 'dm:%'), eb('room_id', '=', community.directRoom)]),
      )
      .orderBy('room_id')
      .execute(),
    blocks: await db
      .selectFrom('chat_blocks')
      .selectAll()
      .where('blocker_id', '=', userId)
      .execute(),
  };
}

const base = '/api/community';

/** A moderator's action tried by B: 403 in A's public room (B is no moderator), 404 in A's direct room. */
function moderatorOnly(
  method: 'GET' | 'POST' | 'PUT',
  path: (room: string, world: MatrixWorld) => string,
  body?: object,
) {
  return {
    access: 'session' as const,
    request: (world: MatrixWorld): Call => ({
      method,
      url: `${base}/rooms/newcomers${path('newcomers', world)}`,
      ...(body ? { body } : {}),
    }),
    async attack(world: MatrixWorld, b: Caller) {
      const { community } = world.a;
      const answers = await asCaller(
        world,
        b,
        {
          method,
          url: `${base}/rooms/${community.typeRoom}${path(community.typeRoom, world)}`,
          ...(body ? { body } : {}),
        },
        {
          method,
          url: `${base}/rooms/${community.directRoom}${path(community.directRoom, world)}`,
          ...(body ? { body } : {}),
        },
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([403, 404]);
      return answers;
    },
  };
}

const moderationRoutes: Matrix = {
  'POST /api/community/rooms/:roomId/messages/:seq/report': {
    access: 'session',
    request: () => ({
      method: 'POST',
      url: `${base}/rooms/newcomers/messages/1/report`,
      body: { reason: 'x' },
    }),
    async attack(world, b) {
      const { community } = world.a;
      const answers = await asCaller(
        world,
        b,
        {
          method: 'POST',
          url: `${base}/rooms/${community.directRoom}/messages/1/report`,
          body: {},
        },
        // A's public message may be reported by anyone who reads it; that changes nothing of A's.
        {
          method: 'POST',
          url: `${base}/rooms/${community.typeRoom}/messages/${community.publicSeq}/report`,
          body: {},
        },
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([404, 201]);
      return answers;
    },
  },
  'GET /api/community/rooms/:roomId/moderation': moderatorOnly('GET', () => '/moderation'),
  'POST /api/community/rooms/:roomId/messages/:seq/hide': moderatorOnly(
    'POST',
    (_room, world) => `/messages/${world.a.community.publicSeq}/hide`,
  ),
  'POST /api/community/rooms/:roomId/reports/:reportId/resolve': moderatorOnly(
    'POST',
    () => '/reports/00000000-0000-4000-8000-000000000000/resolve',
  ),
  'POST /api/community/rooms/:roomId/mute': moderatorOnly('POST', () => '/mute', {
    memberId: 'placeholder0',
    minutes: 60,
  }),
  'PUT /api/community/rooms/:roomId/slow-mode': moderatorOnly('PUT', () => '/slow-mode', {
    seconds: 30,
  }),
};

export const communityRoutes: Matrix = {
  ...moderationRoutes,
  'GET /api/community/rooms': {
    access: 'session',
    request: () => ({ method: 'GET', url: `${base}/rooms` }),
    async attack(world, b) {
      const answers = await asCaller(world, b, {
        method: 'GET',
        url: `${base}/rooms?userId=${world.a.userId}`,
      });
      const rooms = answers[0]?.json<{ rooms: { id: string }[] }>().rooms ?? [];
      expect(rooms.some((room) => room.id === world.a.community.directRoom)).toBe(false);
      return answers;
    },
  },
  'GET /api/community/profile': {
    access: 'session',
    request: () => ({ method: 'GET', url: `${base}/profile` }),
    async attack(world, b) {
      const answers = await asCaller(world, b, {
        method: 'GET',
        url: `${base}/profile?userId=${world.a.userId}`,
      });
      expect(answers[0]?.json()).toEqual({ profile: null });
      return answers;
    },
  },
  'PUT /api/community/profile': {
    access: 'session',
    request: () => ({
      method: 'PUT',
      url: `${base}/profile`,
      body: { displayName: 'Bea', mbtiType: null },
    }),
    attack: (world, b) =>
      asCaller(world, b, {
        method: 'PUT',
        url: `${base}/profile`,
        body: { displayName: 'Anna', mbtiType: 'INFJ', userId: world.a.userId },
      }),
  },
  'POST /api/community/rooms/:roomId/join': {
    access: 'session',
    request: () => ({ method: 'POST', url: `${base}/rooms/newcomers/join` }),
    async attack(world, b) {
      const answers = await asCaller(world, b, {
        method: 'POST',
        url: `${base}/rooms/${world.a.community.directRoom}/join`,
      });
      expect(answers[0]?.statusCode).toBe(404);
      return answers;
    },
  },
  'POST /api/community/rooms/:roomId/leave': {
    access: 'session',
    request: () => ({ method: 'POST', url: `${base}/rooms/newcomers/leave` }),
    attack: (world, b) =>
      asCaller(
        world,
        b,
        {
          method: 'POST',
          url: `${base}/rooms/${world.a.community.typeRoom}/leave`,
          body: { userId: world.a.userId },
        },
        { method: 'POST', url: `${base}/rooms/${world.a.community.directRoom}/leave` },
      ),
  },
  'POST /api/community/rooms/:roomId/read': {
    access: 'session',
    request: () => ({ method: 'POST', url: `${base}/rooms/newcomers/read`, body: { seq: 1 } }),
    attack: (world, b) =>
      asCaller(world, b, {
        method: 'POST',
        url: `${base}/rooms/${world.a.community.directRoom}/read`,
        body: { seq: 99 },
      }),
  },
  'GET /api/community/rooms/:roomId/messages': {
    access: 'session',
    request: () => ({ method: 'GET', url: `${base}/rooms/newcomers/messages` }),
    async attack(world, b) {
      const answers = await asCaller(
        world,
        b,
        { method: 'GET', url: `${base}/rooms/${world.a.community.directRoom}/messages?after=0` },
        { method: 'GET', url: `${base}/rooms/${world.a.community.directRoom}/messages` },
      );
      for (const answer of answers) expect(answer.statusCode).toBe(404);
      // A's public message is public: B reads it with A's display name, never A's email.
      const open = await world.call(b, {
        method: 'GET',
        url: `${base}/rooms/${world.a.community.typeRoom}/messages`,
      });
      expect(open.statusCode).toBe(200);
      expect(open.body).toContain('Hallo iedereen');
      expect(open.body).not.toContain(world.a.email);
      return [...answers, open];
    },
  },
  'POST /api/community/rooms/:roomId/messages': {
    access: 'session',
    request: () => ({
      method: 'POST',
      url: `${base}/rooms/newcomers/messages`,
      body: { clientId: '00000000-0000-4000-8000-000000000000', body: 'hoi' },
    }),
    async attack(world, b) {
      const { community } = world.a;
      const answers = await asCaller(
        world,
        b,
        // Into A's direct room: no such room for B.
        {
          method: 'POST',
          url: `${base}/rooms/${community.directRoom}/messages`,
          body: { clientId: `b-${b.userId}`.slice(0, 60), body: 'binnendringer' },
        },
        // With A's client id in a room B did not join: refused before anything is stored.
        {
          method: 'POST',
          url: `${base}/rooms/${community.typeRoom}/messages`,
          body: { clientId: `a-public-${world.a.userId}`.slice(0, 60), body: 'x' },
        },
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([404, 403]);
      return answers;
    },
  },
  'POST /api/community/direct': {
    access: 'session',
    request: () => ({ method: 'POST', url: `${base}/direct`, body: { memberId: 'nobody0000' } }),
    async attack(world, b) {
      // B has no profile yet: refused; with one, B gets a room of B and A, never A's room with C.
      const answers = await asCaller(
        world,
        b,
        { method: 'POST', url: `${base}/direct`, body: { memberId: world.a.community.blockedId } },
        { method: 'PUT', url: `${base}/profile`, body: { displayName: 'Bea', mbtiType: null } },
        { method: 'POST', url: `${base}/direct`, body: { memberId: world.a.community.blockedId } },
      );
      expect(answers[0]?.statusCode).toBe(409);
      expect(answers[2]?.json<{ roomId: string }>().roomId).not.toBe(world.a.community.directRoom);
      return answers;
    },
  },
  'GET /api/community/blocks': {
    access: 'session',
    request: () => ({ method: 'GET', url: `${base}/blocks` }),
    async attack(world, b) {
      const answers = await asCaller(world, b, {
        method: 'GET',
        url: `${base}/blocks?userId=${world.a.userId}`,
      });
      expect(answers[0]?.json()).toEqual({ blocked: [] });
      return answers;
    },
  },
  'POST /api/community/blocks': {
    access: 'session',
    request: () => ({ method: 'POST', url: `${base}/blocks`, body: { memberId: 'nobody0000' } }),
    attack: (world, b) =>
      // B blocking A is B's own choice: stored for B, nothing of A's changes, and A is not told.
      asCaller(world, b, {
        method: 'POST',
        url: `${base}/blocks`,
        body: { memberId: world.a.userId },
      }),
  },
  'DELETE /api/community/blocks/:memberId': {
    access: 'session',
    request: () => ({ method: 'DELETE', url: `${base}/blocks/nobody0000` }),
    attack: (world, b) =>
      asCaller(world, b, {
        method: 'DELETE',
        url: `${base}/blocks/${world.a.community.blockedId}`,
      }),
  },
  'GET /api/community/favourites': {
    access: 'session',
    request: () => ({ method: 'GET', url: `${base}/favourites` }),
    async attack(world, b) {
      // Only the owner reads their favourites: asking for A's gives B's own (none).
      const answers = await asCaller(world, b, {
        method: 'GET',
        url: `${base}/favourites?userId=${world.a.userId}`,
      });
      expect(answers[0]?.json()).toEqual({ favourites: [] });
      return answers;
    },
  },
  'POST /api/community/favourites': {
    access: 'session',
    request: () => ({
      method: 'POST',
      url: `${base}/favourites`,
      body: { memberId: 'nobody0000' },
    }),
    attack: (world, b) =>
      // B marking A as a favourite is B's own list: nothing of A's changes, and A is not told.
      asCaller(world, b, {
        method: 'POST',
        url: `${base}/favourites`,
        body: { memberId: world.a.userId },
      }),
  },
  'DELETE /api/community/favourites/:memberId': {
    access: 'session',
    request: () => ({ method: 'DELETE', url: `${base}/favourites/nobody0000` }),
    attack: (world, b) =>
      asCaller(world, b, {
        method: 'DELETE',
        url: `${base}/favourites/${world.a.userId}`,
      }),
  },
  'GET /api/community/sharing': {
    access: 'session',
    request: () => ({ method: 'GET', url: `${base}/sharing` }),
    async attack(world, b) {
      // Only the caller's own choices: asking for A's gives B's (none, or B's own off switches).
      const answers = await asCaller(world, b, {
        method: 'GET',
        url: `${base}/sharing?userId=${world.a.userId}`,
      });
      expect(answers[0]?.json<{ sharing: unknown }>().sharing).not.toEqual({
        presence: true,
        readReceipts: true,
      });
      return answers;
    },
  },
  'PUT /api/community/sharing': {
    access: 'session',
    request: () => ({
      method: 'PUT',
      url: `${base}/sharing`,
      body: { presence: false, readReceipts: false },
    }),
    attack: (world, b) =>
      asCaller(world, b, {
        method: 'PUT',
        url: `${base}/sharing`,
        body: { presence: false, readReceipts: false, userId: world.a.userId },
      }),
  },
  'GET /api/community/rooms/:roomId/presence': {
    access: 'session',
    request: () => ({ method: 'GET', url: `${base}/rooms/newcomers/presence` }),
    async attack(world, b) {
      // A's direct room is no room for B: neither A's presence there nor how far A read.
      const answers = await asCaller(world, b, {
        method: 'GET',
        url: `${base}/rooms/${world.a.community.directRoom}/presence`,
      });
      expect(answers[0]?.statusCode).toBe(404);
      return answers;
    },
  },
  // The forum's address is public; without DISCOURSE_URL it says so, and names nobody.
  'GET /api/community/forum': {
    access: 'public',
    request: () => ({ method: 'GET', url: `${base}/forum` }),
    async attack(world, b) {
      const answers = await asCaller(world, b, {
        method: 'GET',
        url: `${base}/forum?userId=${world.a.userId}`,
      });
      expect(answers[0]?.json()).toEqual({ configured: false, url: null });
      return answers;
    },
  },
  // DiscourseConnect (decision 042): only the session decides whom the forum hears about; without the
  // forum configured it is a 404 for everyone, whatever ids the query names.
  'GET /api/discourse/connect': {
    access: 'public',
    request: () => ({ method: 'GET', url: '/api/discourse/connect' }),
    attack: (world, b) =>
      asCaller(world, b, {
        method: 'GET',
        url: `/api/discourse/connect?sso=${world.a.userId}&sig=00`,
      }),
  },
};
