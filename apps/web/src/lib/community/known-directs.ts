// The member's direct conversations as last seen, per account, in localStorage: /chat shows them offline.
// Only what the list shows (ids, names, types, times); message text never goes here.
import type { RoomSummary } from './community-api';

const PREFIX = 'groeipad.community.directs.';
const key = (memberId: string) => `${PREFIX}${memberId}`;
const MAX = 100;

function isRoom(value: unknown): value is RoomSummary {
  const room = value as Partial<RoomSummary> | null;
  return (
    typeof room?.id === 'string' &&
    room.kind === 'direct' &&
    typeof room.peer?.displayName === 'string'
  );
}

export function rememberDirects(memberId: string, rooms: readonly RoomSummary[]): void {
  try {
    localStorage.setItem(key(memberId), JSON.stringify(rooms.slice(0, MAX)));
  } catch {
    // Storage full or refused: the list just is not there offline.
  }
}

export function lastKnownDirects(memberId: string): RoomSummary[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(key(memberId)) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isRoom) : [];
  } catch {
    return [];
  }
}

/** On sign-out: whom the account talked to is not left for the next person on this device. */
export function forgetKnownDirects(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const stored of keys) if (stored?.startsWith(PREFIX)) localStorage.removeItem(stored);
  } catch {
    // No storage, nothing kept.
  }
}
