// The community's sharing routes: a member's choice to show others when they are online and that they read their messages, and what of others' a room then shows (issue 19, decision 044).
import type { RoomPresence } from '@groeipad/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { roomAccess } from '../db/chat-rooms';
import { presenceSharers, receiptPeer, saveSharing, sharingOf } from '../db/chat-sharing';
import type { Database } from '../db/schema';
import type { SessionUser } from '../services/session';
import { refuse, unknownRoom } from './community-replies';
import { invalidRequest } from './errors';

export type SharingDeps = {
  db: Kysely<Database>;
  userOf: (request: FastifyRequest) => SessionUser;
  /** The members among these with a socket open on any node. */
  online: (userIds: readonly string[]) => Promise<Set<string>>;
};

const sharingSchema = z.strictObject({ presence: z.boolean(), readReceipts: z.boolean() });

export function registerSharingRoutes(scope: FastifyInstance, deps: SharingDeps): void {
  const { db, userOf } = deps;

  scope.get('/sharing', async (request) => ({
    sharing: await sharingOf(db, userOf(request).userId),
  }));

  scope.put('/sharing', async (request, reply) => {
    const parsed = sharingSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send(invalidRequest(parsed.error));
    if (!(await saveSharing(db, userOf(request).userId, parsed.data))) {
      return refuse(
        reply,
        409,
        'profile_required',
        'choose a display name in a community before choosing what to share',
      );
    }
    return { sharing: parsed.data };
  });

  scope.get<{ Params: { roomId: string } }>('/rooms/:roomId/presence', async (request, reply) => {
    const userId = userOf(request).userId;
    const { roomId } = request.params;
    if ((await roomAccess(db, userId, roomId)) === 'none') return unknownRoom(reply);
    const own = await sharingOf(db, userId);
    let online: number | null = null;
    if (own?.presence) {
      const sharers = await presenceSharers(db, userId, roomId);
      online = (await deps.online(sharers)).size;
    }
    const peer = own?.readReceipts ? await receiptPeer(db, userId, roomId) : null;
    const answer: RoomPresence = { online, peerReadSeq: peer?.readSeq ?? null };
    return answer;
  });
}

export type { RoomPresence };
