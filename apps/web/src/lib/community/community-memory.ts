// What the device remembers of the communities, per account, in localStorage, and forgets at sign-out:
// whose community data it holds (for a reload while offline), and the direct conversations and favourite
// members /chat shows offline. Only what the lists show (ids, names, types, times); never message text.
import type { MemberRef, RoomSummary } from './community-api';

const LISTS = ['directs', 'favourites'] as const;
/** The id of the account whose community data this device holds, for a reload while offline. */
const SELF = 'groeipad.community.self';
type List = (typeof LISTS)[number];
const key = (list: List, memberId: string) => `groeipad.community.${list}.${memberId}`;
const MAX = 100;

function isRoom(value: unknown): value is RoomSummary {
  const room = value as Partial<RoomSummary> | null;
  return (
    typeof room?.id === 'string' &&
    room.kind === 'direct' &&
    typeof room.peer?.displayName === 'string'
  );
}

function isMember(value: unknown): value is MemberRef {
  const member = value as Partial<MemberRef> | null;
  return typeof member?.id === 'string' && typeof member.displayName === 'string';
}

function remember(list: List, memberId: string, items: readonly unknown[]): void {
  try {
    localStorage.setItem(key(list, memberId), JSON.stringify(items.slice(0, MAX)));
  } catch {
    // Storage full or refused: the list just is not there offline.
  }
}

function lastKnown<T>(list: List, memberId: string, valid: (value: unknown) => value is T): T[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(key(list, memberId)) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(valid) : [];
  } catch {
    return [];
  }
}

export const rememberDirects = (memberId: string, rooms: readonly RoomSummary[]) =>
  remember('directs', memberId, rooms);
export const lastKnownDirects = (memberId: string) => lastKnown('directs', memberId, isRoom);
export const rememberFavourites = (memberId: string, members: readonly MemberRef[]) =>
  remember('favourites', memberId, members);
export const lastKnownFavourites = (memberId: string) =>
  lastKnown('favourites', memberId, isMember);

/**
 * The member whose community data this device holds: the signed-in account (remembered), or, while the
 * server cannot be asked (offline after a reload), the one remembered last. The cache, the outbox and
 * these lists are cleared at sign-out, so what is here is that member's.
 */
export function communityMember(account: {
  status: string;
  user?: { id: string } | undefined;
}): string | undefined {
  if (account.status === 'signed_in' && account.user) {
    try {
      if (localStorage.getItem(SELF) !== account.user.id)
        localStorage.setItem(SELF, account.user.id);
    } catch {
      // Without storage, offline after a reload shows no community data; nothing else changes.
    }
    return account.user.id;
  }
  if (account.status !== 'offline_unknown') return undefined;
  if (account.user) return account.user.id;
  try {
    return localStorage.getItem(SELF) ?? undefined;
  } catch {
    return undefined;
  }
}

/** On sign-out: whom the account talked to is not left for the next person on this device. */
export function forgetCommunityMemory(): void {
  const prefixes = [...LISTS.map((list) => `groeipad.community.${list}.`), SELF];
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const stored of keys) {
      if (stored && prefixes.some((prefix) => stored.startsWith(prefix)))
        localStorage.removeItem(stored);
    }
  } catch {
    // No storage, nothing kept.
  }
}
