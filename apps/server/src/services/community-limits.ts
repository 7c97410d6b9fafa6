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

export function communityContactLimits(
  db: Kysely<Database>,
  windows: readonly { max: number; windowMs: number }[] = COMMUNITY_CONTACT_WINDOWS,
): WindowLimit[] {
  return windows.map((window) => createWindowLimit(db, { name: 'community-contacts', ...window }));
}

export function communityPostLimits(
  db: Kysely<Database>,
  windows: readonly { max: number; windowMs: number }[] = COMMUNITY_POST_WINDOWS,
): WindowLimit[] {
  return windows.map((window) => createWindowLimit(db, { name: 'community-posts', ...window }));
}

/** Challenge writes (likes and unlikes, the rank switch) per member: a person taps a few, a script thousands. */
export const CHALLENGE_WRITE_WINDOWS = [
  { max: 60, windowMs: 60_000 },
  { max: 1000, windowMs: 24 * 60 * 60_000 },
] as const;

export function challengeWriteLimits(
  db: Kysely<Database>,
  windows: readonly { max: number; windowMs: number }[] = CHALLENGE_WRITE_WINDOWS,
): WindowLimit[] {
  return windows.map((window) => createWindowLimit(db, { name: 'challenge-writes', ...window }));
}
