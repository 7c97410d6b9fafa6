// Test support: an in-memory stand-in for better-auth's JSON routes behind a fetch function, with one
// browser's session cookie, other devices' sessions, scripted failures and an offline switch.
import { AUTH_BASE, AUTH_PATHS } from '../lib/account/auth-paths';
import type { FetchLike } from '../lib/account/auth-client';

type FakeUser = { id: string; email: string; name: string; password: string };
type FakeSession = {
  id: string;
  token: string;
  userId: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  ipAddress: string | null;
  userAgent: string | null;
};
type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
export type FakeCall = { method: string; path: string; body: Record<string, unknown> };

export const FAKE_MIN_PASSWORD = 10;
export const THIS_BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

const DAY = 86_400_000;

function error(status: number, code: string, message: string): Reply {
  return { status, body: { code, message } };
}

export function createFakeAuthServer(options: { now?: () => number } = {}) {
  const now = options.now ?? (() => Date.parse('2026-03-02T10:00:00Z'));
  const users = new Map<string, FakeUser>();
  const sessions = new Map<string, FakeSession>();
  const scripted = new Map<string, Reply[]>();
  const calls: FakeCall[] = [];
  let cookie: string | undefined;
  let counter = 0;
  let offline = false;
  const resetTokens = new Map<string, string>();

  const nextId = (prefix: string) => `${prefix}-${++counter}`;

  function addSession(userId: string, userAgent: string | null, ageMs = 0): FakeSession {
    const created = new Date(now() - ageMs).toISOString();
    const session: FakeSession = {
      id: nextId('session'),
      token: nextId('token'),
      userId,
      createdAt: created,
      updatedAt: created,
      expiresAt: new Date(now() + 7 * DAY).toISOString(),
      ipAddress: '127.0.0.1',
      userAgent,
    };
    sessions.set(session.token, session);
    return session;
  }

  function addUser(input: { email: string; name: string; password: string }): FakeUser {
    const user = { id: nextId('user'), ...input };
    users.set(input.email.toLowerCase(), user);
    return user;
  }

  const current = () => (cookie ? sessions.get(cookie) : undefined);
  const userById = (id: string) => [...users.values()].find((u) => u.id === id);
  const publicUser = (u: FakeUser) => ({ id: u.id, email: u.email, name: u.name });
  const str = (body: Record<string, unknown>, key: string) =>
    typeof body[key] === 'string' ? body[key] : '';

  function signedIn(user: FakeUser): Reply {
    const session = addSession(user.id, THIS_BROWSER);
    cookie = session.token;
    return { status: 200, body: { token: session.token, user: publicUser(user) } };
  }

  function handle(path: string, body: Record<string, unknown>): Reply {
    const session = current();
    const user = session ? userById(session.userId) : undefined;
    switch (path) {
      case AUTH_PATHS.signUp: {
        const email = str(body, 'email');
        if (users.has(email.toLowerCase()))
          return error(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'User already exists.');
        if (str(body, 'password').length < FAKE_MIN_PASSWORD)
          return error(400, 'PASSWORD_TOO_SHORT', 'Password too short');
        return signedIn(
          addUser({ email, name: str(body, 'name'), password: str(body, 'password') }),
        );
      }
      case AUTH_PATHS.signIn: {
        const found = users.get(str(body, 'email').toLowerCase());
        if (!found || found.password !== str(body, 'password'))
          return error(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password');
        return signedIn(found);
      }
      case AUTH_PATHS.getSession:
        return {
          status: 200,
          body: session && user ? { session, user: publicUser(user) } : null,
        };
      case AUTH_PATHS.requestPasswordReset: {
        const found = users.get(str(body, 'email').toLowerCase());
        if (found) resetTokens.set(nextId('reset'), found.id);
        return { status: 200, body: { status: true, message: 'If this email exists…' } };
      }
      case AUTH_PATHS.resetPassword: {
        const owner = resetTokens.get(str(body, 'token'));
        if (!owner) return error(400, 'INVALID_TOKEN', 'Invalid token');
        if (str(body, 'newPassword').length < FAKE_MIN_PASSWORD)
          return error(400, 'PASSWORD_TOO_SHORT', 'Password too short');
        const found = userById(owner);
        if (found) found.password = str(body, 'newPassword');
        resetTokens.delete(str(body, 'token'));
        return { status: 200, body: { status: true } };
      }
    }
    if (!session || !user) return error(401, 'UNAUTHORIZED', 'Unauthorized');
    switch (path) {
      case AUTH_PATHS.signOut:
        sessions.delete(session.token);
        cookie = undefined;
        return { status: 200, body: { success: true } };
      case AUTH_PATHS.listSessions:
        return { status: 200, body: [...sessions.values()].filter((s) => s.userId === user.id) };
      case AUTH_PATHS.revokeSession: {
        const target = sessions.get(str(body, 'token'));
        if (target?.userId === user.id) sessions.delete(target.token);
        if (target?.token === cookie) cookie = undefined;
        return { status: 200, body: { status: true } };
      }
      case AUTH_PATHS.revokeOtherSessions:
        for (const s of [...sessions.values()])
          if (s.userId === user.id && s.token !== session.token) sessions.delete(s.token);
        return { status: 200, body: { status: true } };
      case AUTH_PATHS.deleteUser:
        if (str(body, 'password') !== user.password)
          return error(400, 'INVALID_PASSWORD', 'Invalid password');
        for (const s of [...sessions.values()]) if (s.userId === user.id) sessions.delete(s.token);
        users.delete(user.email.toLowerCase());
        cookie = undefined;
        return { status: 200, body: { success: true, message: 'User deleted' } };
      default:
        return { status: 404, body: { message: `Route ${path} not found` } };
    }
  }

  const fetch: FetchLike = async (input, init) => {
    if (offline) throw new TypeError('Failed to fetch');
    const path = input.startsWith(AUTH_BASE) ? input.slice(AUTH_BASE.length) : input;
    const parsed: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : {};
    const body = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<
      string,
      unknown
    >;
    calls.push({ method: init?.method ?? 'GET', path, body });
    const reply = scripted.get(path)?.shift() ?? handle(path, body);
    await Promise.resolve();
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  };

  return {
    fetch,
    calls,
    users,
    sessions,
    addUser,
    /** Signs `email` in on this browser (sets the cookie) without a request. */
    signInHere(email: string, ageMs = 0): FakeSession {
      const found = users.get(email.toLowerCase());
      if (!found) throw new Error(`no fake user ${email}`);
      const session = addSession(found.id, THIS_BROWSER, ageMs);
      cookie = session.token;
      return session;
    },
    /** A session of the same user on another device. */
    signInElsewhere(email: string, userAgent: string | null, ageMs = 0): FakeSession {
      const found = users.get(email.toLowerCase());
      if (!found) throw new Error(`no fake user ${email}`);
      return addSession(found.id, userAgent, ageMs);
    },
    /** The next request to `path` gets this answer instead of the normal one. */
    failNext(path: string, reply: Reply) {
      scripted.set(path, [...(scripted.get(path) ?? []), reply]);
    },
    setOffline(value: boolean) {
      offline = value;
    },
    /** Issues a reset token for `email` as if the request had been made; returns it. */
    issueResetToken(email: string): string {
      const found = users.get(email.toLowerCase());
      if (!found) throw new Error(`no fake user ${email}`);
      const token = nextId('reset');
      resetTokens.set(token, found.id);
      return token;
    },
    get cookie() {
      return cookie;
    },
  };
}

export type FakeAuthServer = ReturnType<typeof createFakeAuthServer>;
