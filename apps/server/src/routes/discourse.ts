// The forum's sign-in: GET /api/discourse/connect answers Discourse as its DiscourseConnect provider, GET /api/community/forum tells the app whether there is one (decision 042).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { profileOf } from '../db/chat-rooms';
import type { Database } from '../db/schema';
import {
  answerUrl,
  createNonceLedger,
  DiscourseConnectError,
  externalIdOf,
  verifyRequest,
  type DiscourseConfig,
} from '../services/discourse-connect';
import type { SessionReader } from '../services/session';

export const DISCOURSE_CONNECT_PATH = '/api/discourse/connect';

export type DiscourseRouteDeps = {
  db: Kysely<Database>;
  sessions: SessionReader;
  /** DISCOURSE_URL and DISCOURSE_CONNECT_SECRET; null: no forum, the endpoint answers 404. */
  forum: DiscourseConfig | null;
};

const connectQuery = z.object({
  sso: z.string().min(1).max(8000),
  sig: z.string().min(1).max(200),
});

const messages = {
  bad_signature: 'The sign-in request is not signed with this server’s DiscourseConnect secret.',
  bad_payload: 'The sign-in request has no nonce or no return address.',
  foreign_return_url: 'The sign-in request wants to return somewhere other than the forum.',
  nonce_used: 'This sign-in request was already answered; start again from the forum.',
} as const;

export function registerDiscourseRoutes(app: FastifyInstance, deps: DiscourseRouteDeps): void {
  const { forum } = deps;
  app.get('/api/community/forum', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return forum ? { configured: true, url: forum.url } : { configured: false, url: null };
  });
  const nonces = createNonceLedger();
  app.get(DISCOURSE_CONNECT_PATH, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    reply.header('Referrer-Policy', 'no-referrer');
    if (!forum) {
      return reply
        .code(404)
        .send({ error: 'forum_not_configured', message: 'This server has no forum set up.' });
    }
    const query = connectQuery.safeParse(request.query);
    if (!query.success) {
      return reply
        .code(400)
        .send({ error: 'bad_payload', message: 'The sign-in request needs sso and sig.' });
    }
    let asked;
    try {
      asked = verifyRequest(query.data.sso, query.data.sig, forum);
    } catch (error) {
      if (!(error instanceof DiscourseConnectError)) throw error;
      return reply.code(400).send({ error: error.code, message: messages[error.code] });
    }
    const user = await deps.sessions(request);
    // Not signed in: to the forum's page in the app, which offers sign-in; its button starts again from
    // the forum with a fresh nonce (the account screen has no way back to an address it is handed).
    if (!user) return reply.redirect('/discourse-support?needs=signin', 303);
    const [account, profile] = await Promise.all([
      deps.db
        .selectFrom('auth_user')
        .select(['email', 'email_verified'])
        .where('id', '=', user.userId)
        .executeTakeFirst(),
      profileOf(deps.db, user.userId),
    ]);
    if (!account) {
      return reply.code(401).send({ error: 'unauthorized', message: 'Sign in first.' });
    }
    // The forum shows the community display name; without one it would make a name from the email.
    if (!profile) return reply.redirect('/discourse-support?needs=profile', 303);
    // Claimed only once everything else passed: a signed-out first try can come back with the same nonce.
    if (!nonces.claim(asked.nonce)) {
      return reply.code(409).send({ error: 'nonce_used', message: messages.nonce_used });
    }
    const identity = {
      externalId: externalIdOf(user.userId, forum.secret),
      email: account.email,
      emailVerified: account.email_verified,
      displayName: profile.displayName,
    };
    return reply.redirect(answerUrl(asked, identity, forum.secret), 303);
  });
}
