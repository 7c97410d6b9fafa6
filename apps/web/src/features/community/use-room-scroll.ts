// A room reads like a chat: it opens at the newest message, follows new ones while the member is at the
// bottom (and always after their own), and loads older pages when they scroll up to the top, keeping the
// message they were reading in place.
import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** Within this distance of the bottom, the member is "at the bottom" and new messages scroll into view. */
const NEAR_BOTTOM_PX = 160;

type Options = {
  /** The element after the last message. */
  end: RefObject<HTMLElement | null>;
  /** The element before the first message: when it comes into view, older messages load. */
  top: RefObject<HTMLElement | null>;
  /** The newest message's seq and the count of the member's own unsent messages: a change is a new message. */
  newest: number;
  pending: number;
  /** The messages are on screen (the member's account is known and the cache was read). */
  ready: boolean;
  /** The oldest message's seq: a change is an older page arriving. */
  oldest: number | undefined;
  hasOlder: boolean;
  loadOlder: () => Promise<void>;
};

function pageHeight(): number {
  return document.documentElement.scrollHeight;
}

export function useRoomScroll({
  end,
  top,
  ready,
  newest,
  pending,
  oldest,
  hasOlder,
  loadOlder,
}: Options) {
  const opened = useRef(false);
  const nearBottom = useRef(true);
  const lastPending = useRef(pending);
  /** The page height and oldest seq when an older page was asked for; when it lands, the view moves down by the growth. */
  const anchor = useRef<{ height: number; oldest: number | undefined } | null>(null);

  useEffect(() => {
    const onScroll = () => {
      nearBottom.current = window.innerHeight + window.scrollY >= pageHeight() - NEAR_BOTTOM_PX;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    // The messages may be read before the account is known and the list is drawn: wait for the list.
    if (!ready || !end.current || (newest === 0 && pending === 0)) return;
    const own = pending > lastPending.current;
    lastPending.current = pending;
    if (!opened.current || nearBottom.current || own) {
      end.current?.scrollIntoView?.({
        block: 'end',
        behavior: opened.current ? 'smooth' : 'instant',
      });
      nearBottom.current = true;
    }
    opened.current = true;
  }, [end, newest, pending, ready]);

  useLayoutEffect(() => {
    const before = anchor.current;
    // Only a page of older messages moves the view (a hidden first message changes `oldest` too).
    if (!before || oldest === undefined || (before.oldest !== undefined && oldest >= before.oldest))
      return;
    window.scrollBy(0, pageHeight() - before.height);
    anchor.current = null;
  }, [oldest]);

  const older = useCallback(async () => {
    anchor.current = { height: pageHeight(), oldest };
    await loadOlder();
  }, [loadOlder, oldest]);

  useEffect(() => {
    const sentinel = top.current;
    if (!sentinel || !hasOlder || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      // Only once the room has opened at its newest message: at first the top is in view for a moment.
      if (opened.current && entries.some((entry) => entry.isIntersecting)) void older();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasOlder, older, top]);

  return { loadOlder: older };
}
