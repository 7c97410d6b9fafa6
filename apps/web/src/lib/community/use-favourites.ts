// The member's favourite members (issue 19, decision 041): read from the server, kept per account for offline,
// toggled from the member sheet and shown first in /chat. One list for the whole app, so a change in the
// sheet shows in /chat at once.
import { useCallback, useEffect } from 'react';
import { useAccount } from '../account';
import { createValueStore, useValueStore } from '../value-store';
import {
  createCommunityApi,
  type ApiResult,
  type CommunityApi,
  type MemberRef,
} from './community-api';
import { communityMember, lastKnownFavourites, rememberFavourites } from './community-memory';

type Snapshot = {
  /** Whose list this is; another account's list is never shown. */
  owner: string | null;
  /** undefined until the first answer (or the last known list) is there. */
  members: MemberRef[] | undefined;
  /** The server could not be reached: `members` is the last known list. */
  stale: boolean;
};

const EMPTY: Snapshot = { owner: null, members: undefined, stale: false };
const store = createValueStore<Snapshot>(EMPTY);
const set = store.set;

/** On sign-out, with the stored lists: the next person on this device starts with none. */
export function forgetFavourites(): void {
  set(EMPTY);
}

/** After a block: the server ended the favourite too (decision 041), so the list here drops it. */
export function dropFavourite(memberId: string): void {
  const { owner, members, stale } = store.get();
  if (!members?.some((member) => member.id === memberId)) return;
  const kept = members.filter((member) => member.id !== memberId);
  set({ owner, members: kept, stale });
  if (owner) rememberFavourites(owner, kept);
}

const defaultApi = createCommunityApi();

export type Favourites = {
  members: MemberRef[] | undefined;
  stale: boolean;
  isFavourite: (memberId: string) => boolean;
  /** Adds or removes one member; the list changes at once and goes back if the server refuses. */
  toggle: (member: MemberRef) => Promise<ApiResult<void>>;
};

export function useFavourites(enabled: boolean, api: CommunityApi = defaultApi): Favourites {
  const account = useAccount();
  const owner = communityMember(account) ?? null;
  const current = useValueStore(store);
  const mine = current.owner === owner ? current : { ...EMPTY, owner };

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void api.favourites().then((result) => {
      if (!live) return;
      if (result.ok) {
        set({ owner, members: result.value.favourites, stale: false });
        if (owner) rememberFavourites(owner, result.value.favourites);
      } else if (store.get().owner !== owner || store.get().members === undefined) {
        set({ owner, members: owner ? lastKnownFavourites(owner) : [], stale: true });
      } else {
        set({ ...store.get(), stale: true });
      }
    });
    return () => {
      live = false;
    };
  }, [api, enabled, owner]);

  const isFavourite = useCallback(
    (memberId: string) => (mine.members ?? []).some((member) => member.id === memberId),
    [mine.members],
  );

  const toggle = useCallback(
    async (member: MemberRef): Promise<ApiResult<void>> => {
      const before = store.get().owner === owner ? (store.get().members ?? []) : [];
      const adding = !before.some((known) => known.id === member.id);
      const after = adding ? [...before, member] : before.filter((known) => known.id !== member.id);
      set({ owner, members: after, stale: store.get().stale });
      const result = adding ? await api.favourite(member.id) : await api.unfavourite(member.id);
      if (!result.ok) {
        // Only undo this change: another toggle may have happened meanwhile.
        const now = store.get().members ?? [];
        const undone = adding
          ? now.filter((known) => known.id !== member.id)
          : now.some((known) => known.id === member.id)
            ? now
            : [...now, member];
        set({ ...store.get(), members: undone });
      } else if (owner) {
        rememberFavourites(owner, store.get().members ?? []);
      }
      return result;
    },
    [api, owner],
  );

  return { members: mine.members, stale: mine.stale, isFavourite, toggle };
}
