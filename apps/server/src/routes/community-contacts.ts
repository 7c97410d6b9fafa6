// The community's contact routes: start or reopen a direct room with a member, favourites, block and unblock; a block is told to the blocker only (issue 19).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { addFavourite, favouritesOf, removeFavourite } from '../db/chat-favourites';
import {
  block,
  blockedList,
  hasBlocked,
  openDirectRoom,
  profileOf,
  unblock,
} from '../db/chat-rooms';
import type { Database } from '../db/schema';
import type { SessionUser } from '../services/session';
import type { WindowLimit } from '../services/window-limit';
import { countedWrites, memberIdOf, refuse } from './community-replies';

export type ContactDeps = {
  db: Kysely<Database>;
  userOf: (request: FastifyRequest) => SessionUser;
  /** Contact writes per member, counted in the database for every node (decision 033). */
  writeLimits: readonly WindowLimit[];
};

function unknownMember(reply: FastifyReply) {
  return refuse(reply, 404, 'unknown_member', 'there is no such member');
}

/** Said only to the blocker: the blocked member gets the ordinary answers and never learns of the block. */
export function youBlocked(reply: FastifyReply) {
  return refuse(reply, 409, 'member_blocked', 'you blocked this member; unblock them to write');
}

export function registerContactRoutes(scope: FastifyInstance, deps: ContactDeps): void {
  const { db, userOf } = deps;

  // Every contact write counts (starting a conversation, adding or removing a favourite or a block);
  // reads do not.
  const counted = countedWrites(
    deps.writeLimits,
    userOf,
    'you are changing your contacts faster than the community allows',
  );

  scope.post('/direct', counted, async (request, reply) => {
    const userId = userOf(request).userId;
    const memberId = memberIdOf(reply, request.body, {
      userId,
      message: 'a conversation needs someone else',
    });
    if (!memberId) return reply;
    if (!(await profileOf(db, userId))) {
      return refuse(
        reply,
        409,
        'profile_required',
        'choose a display name before writing to someone',
      );
    }
    // The other way round (they blocked this member) the room opens as usual: posts are kept but never reach them.
    if (await hasBlocked(db, userId, memberId)) return youBlocked(reply);
    const roomId = await openDirectRoom(db, userId, memberId);
    if (!roomId) return unknownMember(reply);
    return { roomId };
  });

  /**
   * A list of other members the caller keeps (favourites, blocks): read by its owner only; adding needs
   * another member with a community profile; removing a member who is not in it changes nothing.
   */
  function memberList(
    path: '/favourites' | '/blocks',
    list: {
      field: string;
      read: (db: Kysely<Database>, userId: string) => Promise<unknown[]>;
      add: (db: Kysely<Database>, userId: string, memberId: string) => Promise<void>;
      remove: (db: Kysely<Database>, userId: string, memberId: string) => Promise<void>;
      selfMessage: string;
    },
  ): void {
    scope.get(path, async (request) => ({
      [list.field]: await list.read(db, userOf(request).userId),
    }));

    scope.post(path, counted, async (request, reply) => {
      const userId = userOf(request).userId;
      const memberId = memberIdOf(reply, request.body, { userId, message: list.selfMessage });
      if (!memberId) return reply;
      if (!(await profileOf(db, memberId))) return unknownMember(reply);
      await list.add(db, userId, memberId);
      return reply.code(204).send();
    });

    scope.delete<{ Params: { memberId: string } }>(
      `${path}/:memberId`,
      counted,
      async (request, reply) => {
        const memberId = memberIdOf(reply, request.params);
        if (!memberId) return reply;
        await list.remove(db, userOf(request).userId, memberId);
        return reply.code(204).send();
      },
    );
  }

  memberList('/favourites', {
    field: 'favourites',
    read: favouritesOf,
    add: addFavourite,
    remove: removeFavourite,
    selfMessage: 'you cannot add yourself as a favourite',
  });
  memberList('/blocks', {
    field: 'blocked',
    read: blockedList,
    add: block,
    remove: unblock,
    selfMessage: 'you cannot block yourself',
  });
}
