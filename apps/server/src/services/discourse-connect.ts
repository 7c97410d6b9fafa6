// The DiscourseConnect (SSO) protocol as its provider: verify Discourse's signed request, sign our answer (decision 042).
import { createHmac, timingSafeEqual } from 'node:crypto';

export type DiscourseConfig = {
  /** DISCOURSE_URL: the forum's base URL (origin, optionally a sub-folder), without a trailing slash. */
  url: string;
  /** DISCOURSE_CONNECT_SECRET: the "discourse connect secret" set in the forum's admin settings. */
  secret: string;
};

/** What Discourse asked for, after the signature and the return address passed. */
export type DiscourseRequest = { nonce: string; returnUrl: string };

/** Who signs in there; never admin or moderator flags (the forum's own staff hand those out). */
export type DiscourseIdentity = {
  externalId: string;
  email: string;
  emailVerified: boolean;
  displayName: string;
};

export type DiscourseRefusal = 'bad_signature' | 'bad_payload' | 'foreign_return_url';

export class DiscourseConnectError extends Error {
  override name = 'DiscourseConnectError';
  constructor(readonly code: DiscourseRefusal) {
    super(code);
  }
}

export function signPayload(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

function signatureMatches(payload: string, sig: string, secret: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(sig)) return false;
  const expected = Buffer.from(signPayload(payload, secret), 'hex');
  // Constant time: a byte-by-byte compare would tell an attacker how much of a forged signature is right.
  return timingSafeEqual(expected, Buffer.from(sig, 'hex'));
}

/** True when `candidate` is the forum itself (same origin, inside its folder): never an open redirect. */
export function belongsToForum(candidate: string, forumUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  const forum = new URL(forumUrl);
  if (url.origin !== forum.origin || url.username !== '' || url.password !== '') return false;
  const folder = forum.pathname.replace(/\/+$/, '');
  return folder === '' || url.pathname === folder || url.pathname.startsWith(`${folder}/`);
}

/** Checks `sig` over `sso` before reading anything in it, then the nonce and where to send the answer. */
export function verifyRequest(sso: string, sig: string, config: DiscourseConfig): DiscourseRequest {
  if (!signatureMatches(sso, sig, config.secret)) throw new DiscourseConnectError('bad_signature');
  const fields = new URLSearchParams(Buffer.from(sso, 'base64').toString('utf8'));
  const nonce = fields.get('nonce') ?? '';
  const returnUrl = fields.get('return_sso_url') ?? '';
  if (nonce === '' || nonce.length > 200 || returnUrl === '') {
    throw new DiscourseConnectError('bad_payload');
  }
  if (!belongsToForum(returnUrl, config.url)) throw new DiscourseConnectError('foreign_return_url');
  return { nonce, returnUrl };
}

/** Discourse usernames: letters, digits, `_ . -`, at most 20; the forum fixes clashes and short ones itself. */
export function usernameFrom(displayName: string): string {
  const ascii = displayName.normalize('NFKD').replace(/[^A-Za-z0-9_.-]+/g, '_');
  return ascii.replace(/^[_.-]+|[_.-]+$/g, '').slice(0, 20);
}

/** The address to send the browser back to: return_sso_url with our signed answer. */
export function answerUrl(
  request: DiscourseRequest,
  identity: DiscourseIdentity,
  secret: string,
): string {
  const fields = new URLSearchParams({
    nonce: request.nonce,
    external_id: identity.externalId,
    email: identity.email,
    name: identity.displayName,
    // Discourse makes a new user confirm an unverified address by mail before trusting it, and does not
    // link it to an existing forum account with that address: no take-over by typing someone's email.
    require_activation: identity.emailVerified ? 'false' : 'true',
    admin: 'false',
    moderator: 'false',
  });
  const username = usernameFrom(identity.displayName);
  if (username !== '') fields.set('username', username);
  const sso = Buffer.from(fields.toString(), 'utf8').toString('base64');
  const url = new URL(request.returnUrl);
  url.searchParams.set('sso', sso);
  url.searchParams.set('sig', signPayload(sso, secret));
  return url.toString();
}

/** A stable opaque id per account: the forum never learns Groeipad's user id. */
export function externalIdOf(userId: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`groeipad-discourse-external-id:${userId}`)
    .digest('hex')
    .slice(0, 32);
}

/** Nonces answered recently on this node: a captured request cannot be replayed here (Discourse also refuses it). */
export function createNonceLedger(ttlMs = 10 * 60 * 1000, max = 10_000) {
  const seen = new Map<string, number>();
  return {
    /** Records `nonce`; false when it was already used. */
    claim(nonce: string, now = Date.now()): boolean {
      for (const [key, at] of seen) {
        if (now - at < ttlMs && seen.size < max) break;
        seen.delete(key);
      }
      if (seen.has(nonce)) return false;
      seen.set(nonce, now);
      return true;
    },
  };
}
