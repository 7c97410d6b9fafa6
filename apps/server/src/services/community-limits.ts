// How fast a member may post in the community, counted in the database so every node shares the count (decision 033).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createWindowLimit, type WindowLimit } from './window-limit';

/** A burst of conversation is fine; a script is not: 12 a minute, 300 a day per member. */
export const COMMUNITY_POST_WINDOWS = [
  { max: 12, windowMs: 60_000 },
  { max: 300, windowMs: 24 * 60 * 60_000 },
] as const;

/** Contact writes (start a conversation, favourite, block, and undoing them) per member: a person does a few, a script thousands. */
export const COMMUNITY_CONTACT_WINDOWS = [
  { max: 60, windowMs: 60_000 },
  { max: 1000, windowMs: 24 * 60 * 60_000 },
] as const;

type Windows = readonly { max: number; windowMs: number }[];

/** One limit per window, all under `name` (two limits with the same name and window share counts). */
function limitsOf(db: Kysely<Database>, name: string, windows: Windows): WindowLimit[] {
  return windows.map((window) => createWindowLimit(db, { name, ...window }));
}

export function communityContactLimits(
  db: Kysely<Database>,
  windows: Windows = COMMUNITY_CONTACT_WINDOWS,
): WindowLimit[] {
  return limitsOf(db, 'community-contacts', windows);
}

export function communityPostLimits(
  db: Kysely<Database>,
  windows: Windows = COMMUNITY_POST_WINDOWS,
): WindowLimit[] {
  return limitsOf(db, 'community-posts', windows);
}

/** Challenge writes (likes and unlikes, the rank switch) per member: a person taps a few, a script thousands. */
export const CHALLENGE_WRITE_WINDOWS = [
  { max: 60, windowMs: 60_000 },
  { max: 1000, windowMs: 24 * 60 * 60_000 },
] as const;

export function challengeWriteLimits(
  db: Kysely<Database>,
  windows: Windows = CHALLENGE_WRITE_WINDOWS,
): WindowLimit[] {
  return limitsOf(db, 'challenge-writes', windows);
}
