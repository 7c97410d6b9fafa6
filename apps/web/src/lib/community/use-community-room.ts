// One room as the screen needs it: cached messages at once, then catch-up after the last cached seq, live pushes, older pages on demand, the outbox's messages and read marks.
import {
  addToOutbox,
  cachedMessages,
  cacheMessages,
  discardOutbox,
  dropCachedMessage,
  lastCachedSeq,
  pendingOutbox,
  type CommunityMessage,
  type CommunityOutboxItem,
} from '@groeipad/local-db';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDatabase } from '../database-context';
import { useLive } from '../use-live';
import { createCommunityApi, toCached, type CommunityApi, type OpenReport } from './community-api';
import { connectLive } from './community-socket';
import { flushOutbox, retryOutbox } from './outbox';
import { requestUnreadRefresh } from './unread-store';

export type LiveState = 'connecting' | 'live' | 'offline';

/** What an open moderation panel hears: a report filed, reports closed, or a (re)connect after which it reads the list again. */
export type ModerationNews =
  | { kind: 'report'; report: OpenReport }
  | { kind: 'closed'; reportIds: readonly string[] }
  | { kind: 'connected' };

/** Listens to the room's moderation news; returns the way to stop. */
export type ModerationFeed = (listener: (news: ModerationNews) => void) => () => void;

export type CommunityRoom = {
  messages: CommunityMessage[] | undefined;
  outbox: CommunityOutboxItem[] | undefined;
  live: LiveState;
  /** Older messages than the cache holds, paged in from the server (not cached). */
  older: CommunityMessage[];
  hasOlder: boolean;
  loadOlder: () => Promise<void>;
  send: (body: string) => Promise<void>;
  retry: (clientId: string) => Promise<void>;
  discard: (clientId: string) => Promise<void>;
  /** Reports of this room as they are filed and closed; only a moderator's socket is sent any. */
  moderation: ModerationFeed;
};

const defaultApi = createCommunityApi();

/** Merges two lists of one room by seq, each seq once. */
export function mergeBySeq(
  a: readonly CommunityMessage[],
  b: readonly CommunityMessage[],
): CommunityMessage[] {
  const bySeq = new Map<number, CommunityMessage>();
  for (const message of [...a, ...b]) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((x, y) => x.seq - y.seq);
}

export function useCommunityRoom(
  roomId: string,
  options: { enabled: boolean; api?: CommunityApi },
): CommunityRoom {
  const { db } = useDatabase();
  const api = options.api ?? defaultApi;
  const messages = useLive((store) => cachedMessages(store, roomId), [roomId]);
  const outbox = useLive((store) => pendingOutbox(store, roomId), [roomId]);
  // Opened offline (a reload without network): say so at once rather than "connecting" for ever.
  const [live, setLive] = useState<LiveState>(() => (navigator.onLine ? 'connecting' : 'offline'));
  const [older, setOlder] = useState<CommunityMessage[]>([]);
  const [hasOlder, setHasOlder] = useState(true);
  const readSeq = useRef(0);
  const moderationListeners = useRef(new Set<(news: ModerationNews) => void>());
  const moderation = useCallback<ModerationFeed>((listener) => {
    const listeners = moderationListeners.current;
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);

  const catchUp = useCallback(async () => {
    // Pages of 200 until the server has nothing newer: a night offline may be several pages.
    for (let page = 0; page < 20; page += 1) {
      const after = await lastCachedSeq(db, roomId);
      const result = await api.after(roomId, after);
      if (!result.ok) return;
      await cacheMessages(db, result.value.messages.map(toCached));
      if (result.value.through <= after) break;
    }
  }, [api, db, roomId]);

  useEffect(() => {
    if (!options.enabled) return;
    let closed = false;
    const resync = () => {
      if (closed) return;
      void flushOutbox(db, api).then(() => catchUp());
    };
    const tell = (news: ModerationNews) => {
      for (const listener of moderationListeners.current) listener(news);
    };
    resync();
    const connection = connectLive([roomId], {
      onConnect: () => {
        setLive('live');
        resync();
        // Reports filed while the socket was away were not pushed: an open panel reads the list again.
        tell({ kind: 'connected' });
      },
      onDisconnect: () => setLive(navigator.onLine ? 'connecting' : 'offline'),
      onMessage: (message) => {
        if (message.roomId === roomId) void cacheMessages(db, [toCached(message)]);
      },
      onHidden: (hiddenRoom, seq) => {
        if (hiddenRoom !== roomId) return;
        void dropCachedMessage(db, roomId, seq);
        setOlder((current) => current.filter((message) => message.seq !== seq));
      },
      onReport: (report) => {
        if (report.roomId === roomId) tell({ kind: 'report', report });
      },
      onReportsClosed: (event) => {
        if (event.roomId === roomId) tell({ kind: 'closed', reportIds: event.reportIds });
      },
    });
    const goneOffline = () => setLive('offline');
    window.addEventListener('online', resync);
    window.addEventListener('offline', goneOffline);
    return () => {
      closed = true;
      connection.close();
      window.removeEventListener('online', resync);
      window.removeEventListener('offline', goneOffline);
    };
  }, [api, catchUp, db, options.enabled, roomId]);

  // Read up to the newest message on screen; the server never moves a marker back.
  const newest = messages?.at(-1)?.seq ?? 0;
  useEffect(() => {
    if (!options.enabled || newest <= readSeq.current) return;
    readSeq.current = newest;
    void api.markRead(roomId, newest).then((result) => {
      if (result.ok) requestUnreadRefresh();
    });
  }, [api, newest, options.enabled, roomId]);

  const loading = useRef(false);
  const loadOlder = useCallback(async () => {
    if (loading.current) return;
    loading.current = true;
    try {
      const first = older[0]?.seq ?? messages?.[0]?.seq ?? null;
      const result = await api.before(roomId, first);
      if (!result.ok) return;
      const page = result.value.messages.map(toCached);
      setOlder((current) => mergeBySeq(page, current));
      if (result.value.from <= 1 || page.length === 0) setHasOlder(false);
    } finally {
      loading.current = false;
    }
  }, [api, messages, older, roomId]);
  // Seqs start at 1 in every room: with message 1 on screen there is nothing older to ask for.
  const firstKnown = older[0]?.seq ?? messages?.[0]?.seq;
  const moreBefore = hasOlder && (firstKnown === undefined || firstKnown > 1);

  const send = useCallback(
    async (body: string) => {
      // Stored before anything goes over the network: it is never lost, whatever the connection does.
      await addToOutbox(db, {
        client_id: crypto.randomUUID(),
        room_id: roomId,
        body,
        created_at: Date.now(),
      });
      void flushOutbox(db, api);
    },
    [api, db, roomId],
  );

  const retry = useCallback(
    async (clientId: string) => {
      await retryOutbox(db, clientId);
      await flushOutbox(db, api);
    },
    [api, db],
  );
  const discard = useCallback((clientId: string) => discardOutbox(db, clientId), [db]);

  return useMemo(
    () => ({
      messages,
      outbox,
      live,
      older,
      hasOlder: moreBefore,
      loadOlder,
      send,
      retry,
      discard,
      moderation,
    }),
    [messages, outbox, live, older, moreBefore, loadOlder, send, retry, discard, moderation],
  );
}
