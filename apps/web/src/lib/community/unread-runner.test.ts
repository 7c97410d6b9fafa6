// The navigation's unread counts: what counts where, zero when signed out, and a read that lands while a
// fetch is on its way is fetched again (the older answer does not stay).
import { describe, expect, it, vi } from 'vitest';
import type { AccountState, AccountStore } from '../account';
import type { CommunityApi, RoomSummary } from './community-api';
import { startUnreadCounts, unreadCountsOf } from './unread-runner';
import type { UnreadCounts } from './unread-store';

const room = (
  id: string,
  kind: RoomSummary['kind'],
  unread: number,
  joined = true,
): RoomSummary => ({
  id,
  kind,
  memberCount: 2,
  lastActivityAt: null,
  lastSeq: unread,
  joined,
  role: joined ? 'member' : null,
  unread,
  slowModeSeconds: 0,
});

function accountsIn(initial: AccountState) {
  let state = initial;
  const listeners = new Set<() => void>();
  const store = {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as AccountStore;
  return {
    store,
    set(next: AccountState) {
      state = next;
      listeners.forEach((listener) => listener());
    },
  };
}

const signedIn: AccountState = {
  status: 'signed_in',
  user: { id: 'a', name: 'Anna', email: 'a@example.org' },
};

describe('unreadCountsOf', () => {
  it('counts joined rooms for Communities and direct conversations for Chat', () => {
    expect(
      unreadCountsOf([
        room('type:INFJ', 'type', 3),
        room('topic:work', 'topic', 2),
        room('topic:love', 'topic', 9, false),
        room('direct:a:b', 'direct', 4),
      ]),
    ).toEqual({ rooms: 5, directs: 4 });
  });
});

describe('startUnreadCounts', () => {
  it('fetches when signed in, is zero once signed out, and fetches again after a read during a fetch', async () => {
    const answers = [
      [room('type:INFJ', 'type', 3)],
      [room('type:INFJ', 'type', 0)],
      [room('type:INFJ', 'type', 0)],
    ];
    let release: () => void = () => undefined;
    const rooms = vi.fn(async () => {
      const next = answers.shift() ?? [];
      if (rooms.mock.calls.length === 1) await new Promise<void>((go) => (release = go));
      return { ok: true as const, value: { rooms: next } };
    });
    const api = { rooms } as unknown as CommunityApi;
    const accounts = accountsIn(signedIn);
    const seen: UnreadCounts[] = [];
    const runner = startUnreadCounts((counts) => seen.push(counts), {
      api,
      accounts: accounts.store,
    });
    // The room was read while the first answer (3 unread) was on its way.
    runner.refreshNow();
    release();
    await vi.waitFor(() => expect(rooms).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(seen.at(-1)).toEqual({ rooms: 0, directs: 0 }));
    expect(seen[0]).toEqual({ rooms: 3, directs: 0 });

    // A page change right after is quiet; signing out clears the counts without asking the server.
    runner.refresh();
    accounts.set({ status: 'signed_out' });
    expect(rooms).toHaveBeenCalledTimes(2);
    expect(seen.at(-1)).toEqual({ rooms: 0, directs: 0 });
    runner.stop();
  });

  it('keeps the last counts when the server cannot be reached', async () => {
    const rooms = vi
      .fn()
      .mockResolvedValueOnce({ ok: true, value: { rooms: [room('direct:a:b', 'direct', 2)] } })
      .mockResolvedValueOnce({ ok: false, error: 'network', status: 0 });
    const seen: UnreadCounts[] = [];
    const runner = startUnreadCounts((counts) => seen.push(counts), {
      api: { rooms } as unknown as CommunityApi,
      accounts: accountsIn(signedIn).store,
    });
    await vi.waitFor(() => expect(seen).toEqual([{ rooms: 0, directs: 2 }]));
    runner.refreshNow();
    await vi.waitFor(() => expect(rooms).toHaveBeenCalledTimes(2));
    expect(seen).toEqual([{ rooms: 0, directs: 2 }]);
    runner.stop();
  });
});
