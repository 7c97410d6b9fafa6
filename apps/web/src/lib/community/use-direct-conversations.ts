// The member's direct conversations for /chat: fresh from the server when signed in and reachable, else the
// list this device saw last (offline), else nothing; with the account state the screen explains.
import { useEffect, useMemo } from 'react';
import { useAccount, type AccountStatus } from '../account';
import type { MemberRef, RoomSummary } from './community-api';
import { communityMember, lastKnownDirects, rememberDirects } from './community-memory';
import { useCommunityRooms } from './use-community-rooms';

export type DirectConversations = {
  account: AccountStatus;
  /** undefined while the first answer is on its way. */
  rooms: RoomSummary[] | undefined;
  /** The server could not be reached: `rooms` is the last known list. */
  stale: boolean;
  reload: () => void;
};

export function useDirectConversations(): DirectConversations {
  const account = useAccount();
  const signedIn = account.status === 'signed_in';
  const memberId = communityMember(account);
  const { state, reload } = useCommunityRooms(signedIn);
  const fresh = useMemo(
    () => (state.status === 'ready' ? state.rooms.filter((room) => room.kind === 'direct') : null),
    [state],
  );
  useEffect(() => {
    if (fresh && memberId) rememberDirects(memberId, fresh);
  }, [fresh, memberId]);
  const stale = account.status === 'offline_unknown' || (signedIn && state.status === 'error');
  const known = useMemo(
    () => (stale && memberId ? lastKnownDirects(memberId) : []),
    [stale, memberId],
  );
  let rooms: RoomSummary[] | undefined;
  if (fresh) rooms = fresh;
  else if (stale) rooms = known;
  else if (account.status === 'signed_out') rooms = [];
  return { account: account.status, rooms, stale, reload };
}

function matching<T>(
  items: readonly T[],
  nameOf: (item: T) => string,
  query: string,
  language: string,
): T[] {
  const wanted = query.trim().toLocaleLowerCase(language);
  if (wanted === '') return [...items];
  return items.filter((item) => nameOf(item).toLocaleLowerCase(language).includes(wanted));
}

/** The conversations whose other member's name contains the search (case aside). */
export const matchingDirects = (rooms: readonly RoomSummary[], query: string, language: string) =>
  matching(rooms, (room) => room.peer?.displayName ?? '', query, language);

/** The members whose name contains the search (case aside). */
export const matchingMembers = (members: readonly MemberRef[], query: string, language: string) =>
  matching(members, (member) => member.displayName, query, language);
