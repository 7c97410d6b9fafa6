// Reads better-auth's JSON answers into typed values without trusting them: a wrong shape gives undefined.
import type { AccountUser, AuthSession, CurrentSession } from './auth-types';

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(record: Json, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' ? value : undefined;
}

function date(record: Json, key: string): Date | undefined {
  const value = record[key];
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

export function parseUser(value: unknown): AccountUser | undefined {
  if (!isRecord(value)) return undefined;
  const id = text(value, 'id');
  const email = text(value, 'email');
  if (!id || !email) return undefined;
  return { id, email, name: text(value, 'name') ?? '' };
}

export function parseSession(value: unknown): AuthSession | undefined {
  if (!isRecord(value)) return undefined;
  const id = text(value, 'id');
  const token = text(value, 'token');
  const createdAt = date(value, 'createdAt');
  const expiresAt = date(value, 'expiresAt');
  if (!id || !token || !createdAt || !expiresAt) return undefined;
  return {
    id,
    token,
    createdAt,
    updatedAt: date(value, 'updatedAt') ?? createdAt,
    expiresAt,
    ipAddress: text(value, 'ipAddress') ?? null,
    userAgent: text(value, 'userAgent') ?? null,
  };
}

/** get-session answers `null` when signed out: that is a valid answer, hence `null` vs undefined. */
export function parseCurrentSession(value: unknown): CurrentSession | null | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  const session = parseSession(value.session);
  const user = parseUser(value.user);
  return session && user ? { session, user } : undefined;
}

export function parseSessionList(value: unknown): AuthSession[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const sessions = value.map(parseSession);
  return sessions.every((s): s is AuthSession => s !== undefined) ? sessions : undefined;
}

/** sign-in and sign-up answer { token, user }. */
export function parseSignedIn(value: unknown): AccountUser | undefined {
  return isRecord(value) ? parseUser(value.user) : undefined;
}
