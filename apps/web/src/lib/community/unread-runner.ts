// Fetches the unread counts for the navigation while a member is signed in: at start, on a change of page,
// when the app comes back to the foreground or online, and every two minutes while it is visible. Signed out
// (or signed out elsewhere) the counts are zero; offline the last counts stay.
import { getAppAccountStore, type AccountStore } from '../account';
import { pollWhileVisible } from '../poll-while-visible';
import { createCommunityApi, type CommunityApi, type RoomSummary } from './community-api';
import type { UnreadCounts } from './unread-store';

const EVERY_MS = 2 * 60_000;
/** Page changes come in bursts (a redirect, a back and forth): at most one fetch in this time. */
const QUIET_MS = 3_000;

export function unreadCountsOf(rooms: readonly RoomSummary[]): UnreadCounts {
  let roomsUnread = 0;
  let directs = 0;
  for (const room of rooms) {
    if (room.kind === 'direct') directs += room.unread;
    else if (room.joined) roomsUnread += room.unread;
  }
  return { rooms: roomsUnread, directs };
}

export function startUnreadCounts(
  onCounts: (counts: UnreadCounts) => void,
  deps: { api?: CommunityApi; accounts?: AccountStore; now?: () => number } = {},
): { refresh: () => void; refreshNow: () => void; stop: () => void } {
  const api = deps.api ?? createCommunityApi();
  const accounts = deps.accounts ?? getAppAccountStore();
  const now = deps.now ?? Date.now;
  let last = -Infinity;
  let running = false;
  /** A forced ask that came while a fetch was on its way: that answer may be older than what changed. */
  let again = false;
  let stopped = false;

  async function fetchCounts(force: boolean) {
    if (stopped) return;
    if (running) {
      again ||= force;
      return;
    }
    const status = accounts.getState().status;
    if (status !== 'signed_in') {
      if (status === 'signed_out') onCounts({ rooms: 0, directs: 0 });
      return;
    }
    if (!force && now() - last < QUIET_MS) return;
    last = now();
    running = true;
    try {
      const result = await api.rooms();
      if (stopped) return;
      if (result.ok) onCounts(unreadCountsOf(result.value.rooms));
      else if (result.error === 'signed_out') onCounts({ rooms: 0, directs: 0 });
    } finally {
      running = false;
      if (again) {
        again = false;
        void fetchCounts(true);
      }
    }
  }

  const refresh = () => void fetchCounts(false);
  const unsubscribe = accounts.subscribe(() => void fetchCounts(true));
  const stopPolling = pollWhileVisible(refresh, EVERY_MS);
  void fetchCounts(true);

  return {
    refresh,
    refreshNow: () => void fetchCounts(true),
    stop: () => {
      stopped = true;
      unsubscribe();
      stopPolling();
    },
  };
}
