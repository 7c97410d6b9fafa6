import { createHmac, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTimeout, testBackends, type TestDatabase } from '../testing/auth-harness';
import { addMember, openCommunityApp, type CommunityTestApp } from '../testing/community-app';
import { TEST_USER_HEADER, testSessions } from '../testing/sync-app';
import { DISCOURSE_CONNECT_PATH, registerDiscourseRoutes } from './discourse';

const forumUrl = 'https://forum.example.test';
const secret = 'forum-secret-of-the-operator';

/** What Discourse does for "log in": a fresh nonce, its return address, url-encoded, Base64, HMAC-SHA256 hex. */
function discourseRequest(fields: Record<string, string> = {}, key = secret) {
  const nonce = randomBytes(16).toString('hex');
  const payload = new URLSearchParams({
    nonce,
    return_sso_url: `${forumUrl}/session/sso_login`,
    ...fields,
  }).toString();
  const sso = Buffer.from(payload, 'utf8').toString('base64');
  const sig = createHmac('sha256', key).update(sso).digest('hex');
  return { nonce, sso, sig };
}

/** What Discourse checks in the answer: its own return address, our signature, then the fields. */
function discourseReads(location: string) {
  const url = new URL(location);
  expect(`${url.origin}${url.pathname}`).toBe(`${forumUrl}/session/sso_login`);
  const sso = url.searchParams.get('sso') ?? '';
  expect(url.searchParams.get('sig')).toBe(createHmac('sha256', secret).update(sso).digest('hex'));
  return Object.fromEntries(new URLSearchParams(Buffer.from(sso, 'base64').toString('utf8')));
}

describe.each(testBackends())('DiscourseConnect provider on %s', (_name, open) => {
  let database: TestDatabase;
  let community: CommunityTestApp;
  let app: FastifyInstance;
  let unset: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    community = await openCommunityApp(database.database.db);
    const { db } = database.database;
    app = Fastify({ logger: false });
    registerDiscourseRoutes(app, { db, sessions: testSessions, forum: { url: forumUrl, secret } });
    unset = Fastify({ logger: false });
    registerDiscourseRoutes(unset, { db, sessions: testSessions, forum: null });
  }, setupTimeout);

  afterAll(async () => {
    await app.close();
    await unset.close();
    await community.close();
    await database.close();
  });

  const connect = (query: Record<string, string>, user?: string) =>
    app.inject({
      method: 'GET',
      url: `${DISCOURSE_CONNECT_PATH}?${new URLSearchParams(query).toString()}`,
      headers: user ? { [TEST_USER_HEADER]: user } : {},
    });
  const member = (name: string) => addMember(database.database.db, community.app, name);

  it('signs a member in with an opaque id, the display name, no staff flags', async () => {
    const userId = await member('Mira Zon');
    const asked = discourseRequest();
    const answer = await connect({ sso: asked.sso, sig: asked.sig }, userId);
    expect(answer.statusCode).toBe(303);
    const fields = discourseReads(answer.headers.location as string);
    expect(fields.nonce).toBe(asked.nonce);
    expect(fields.external_id).toMatch(/^[0-9a-f]{32}$/);
    expect(fields.external_id).not.toContain(userId);
    expect(fields.name).toBe('Mira Zon');
    expect(fields.username).toBe('Mira_Zon');
    expect(fields.email).toBe(`${userId}@example.test`);
    // The address is not verified here, so Discourse must verify it before trusting it.
    expect(fields.require_activation).toBe('true');
    expect(fields.admin).toBe('false');
    expect(fields.moderator).toBe('false');
    // The same account gets the same id next time.
    const again = discourseRequest();
    const second = await connect({ sso: again.sso, sig: again.sig }, userId);
    expect(discourseReads(second.headers.location as string).external_id).toBe(fields.external_id);
  });

  it('trusts a verified address as it is', async () => {
    const userId = await member('Ada');
    await database.database.db
      .updateTable('auth_user')
      .set({ email_verified: true })
      .where('id', '=', userId)
      .execute();
    const asked = discourseRequest();
    const answer = await connect({ sso: asked.sso, sig: asked.sig }, userId);
    expect(discourseReads(answer.headers.location as string).require_activation).toBe('false');
  });

  it('sends a signed-out visitor to sign in, telling nothing', async () => {
    const asked = discourseRequest();
    const answer = await connect({ sso: asked.sso, sig: asked.sig });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/discourse-support?needs=signin');
    // The nonce is still good once they come back signed in.
    const userId = await member('Later');
    const back = await connect({ sso: asked.sso, sig: asked.sig }, userId);
    expect(discourseReads(back.headers.location as string).nonce).toBe(asked.nonce);
  });

  it('refuses a bad signature, a tampered payload and another secret', async () => {
    const userId = await member('Eve');
    const asked = discourseRequest();
    const tampered = Buffer.from(
      `nonce=${asked.nonce}&return_sso_url=${encodeURIComponent('https://evil.test/x')}`,
    ).toString('base64');
    const other = discourseRequest({}, 'some-other-secret');
    for (const query of [
      { sso: asked.sso, sig: 'ab'.repeat(32) },
      { sso: asked.sso, sig: 'not-hex' },
      { sso: tampered, sig: asked.sig },
      { sso: other.sso, sig: other.sig },
    ]) {
      const answer = await connect(query, userId);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'bad_signature' });
      expect(answer.headers.location).toBeUndefined();
    }
  });

  it('never redirects outside the forum, and needs a nonce', async () => {
    const userId = await member('Olaf');
    for (const returnUrl of [
      'https://evil.test/session/sso_login',
      'https://forum.example.test.evil.test/session/sso_login',
      'https://user@forum.example.test/session/sso_login',
      'http://forum.example.test/session/sso_login',
      'javascript:alert(1)',
    ]) {
      const asked = discourseRequest({ return_sso_url: returnUrl });
      const answer = await connect({ sso: asked.sso, sig: asked.sig }, userId);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'foreign_return_url' });
      expect(answer.headers.location).toBeUndefined();
    }
    const payload = Buffer.from(
      `return_sso_url=${encodeURIComponent(`${forumUrl}/session/sso_login`)}`,
    ).toString('base64');
    const sig = createHmac('sha256', secret).update(payload).digest('hex');
    const noNonce = await connect({ sso: payload, sig }, userId);
    expect(noNonce.statusCode).toBe(400);
    expect(noNonce.json()).toMatchObject({ error: 'bad_payload' });
    expect((await connect({}, userId)).statusCode).toBe(400);
  });

  it('answers a nonce once', async () => {
    const userId = await member('Ruben');
    const asked = discourseRequest();
    expect((await connect({ sso: asked.sso, sig: asked.sig }, userId)).statusCode).toBe(303);
    const replay = await connect({ sso: asked.sso, sig: asked.sig }, userId);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ error: 'nonce_used' });
  });

  it('answers a nonce replayed at the same moment once, whoever replays it', async () => {
    const sara = await member('Sara');
    const tom = await member('Tom');
    const asked = discourseRequest();
    const answers = await Promise.all([
      connect({ sso: asked.sso, sig: asked.sig }, sara),
      connect({ sso: asked.sso, sig: asked.sig }, sara),
      connect({ sso: asked.sso, sig: asked.sig }, tom),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([303, 409, 409]);
    const signedIn = answers.filter((answer) => answer.statusCode === 303);
    expect(discourseReads(signedIn[0]!.headers.location as string).nonce).toBe(asked.nonce);
  });

  it('refuses an oversized or repeated request before reading it', async () => {
    const userId = await member('Uma');
    // Signed properly, but far beyond what Discourse sends: refused by size, not parsed.
    const huge = discourseRequest({ padding: 'x'.repeat(20_000) });
    for (const query of [
      { sso: huge.sso, sig: huge.sig },
      { sso: discourseRequest().sso, sig: 'a'.repeat(10_000) },
    ]) {
      const answer = await connect(query, userId);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'bad_payload' });
      expect(answer.headers.location).toBeUndefined();
    }
    const asked = discourseRequest();
    const doubled = await app.inject({
      method: 'GET',
      url: `${DISCOURSE_CONNECT_PATH}?sso=${encodeURIComponent(asked.sso)}&sso=${encodeURIComponent(asked.sso)}&sig=${asked.sig}`,
      headers: { [TEST_USER_HEADER]: userId },
    });
    expect(doubled.statusCode).toBe(400);
    expect(doubled.headers.location).toBeUndefined();
  });

  it('sends a member without a community name to set one first', async () => {
    const userId = 'noprofile' + randomBytes(8).toString('hex');
    await database.database.db
      .insertInto('auth_user')
      .values({ id: userId, name: 'x', email: `${userId}@example.test`, email_verified: true })
      .execute();
    const asked = discourseRequest();
    const answer = await connect({ sso: asked.sso, sig: asked.sig }, userId);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/discourse-support?needs=profile');
  });

  it('tells the app whether there is a forum; without one the endpoint is 404', async () => {
    expect((await app.inject('/api/community/forum')).json()).toEqual({
      configured: true,
      url: forumUrl,
    });
    expect((await unset.inject('/api/community/forum')).json()).toEqual({
      configured: false,
      url: null,
    });
    const asked = discourseRequest();
    const answer = await unset.inject({
      url: `${DISCOURSE_CONNECT_PATH}?${new URLSearchParams({ sso: asked.sso, sig: asked.sig }).toString()}`,
      headers: { [TEST_USER_HEADER]: 'someone' },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ error: 'forum_not_configured' });
  });
});
