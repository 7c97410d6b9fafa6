// Unread community messages for the navigation (issue 19): rooms count on the Communities entry, direct
// conversations on Chat. This module is in the first screen's code and holds only the numbers; the code
// that fetches them (unread-runner.ts) loads on demand.
import { useEffect, useSyncExternalStore } from 'react';

export type UnreadCounts = { rooms: number; directs: number };

const NONE: UnreadCounts = { rooms: 0, directs: 0 };
let counts: UnreadCounts = NONE;
let runner: { refresh: () => void; refreshNow: () => void } | undefined;
const listeners = new Set<() => void>();

export function setUnreadCounts(next: UnreadCounts): void {
  if (next.rooms === counts.rooms && next.directs === counts.directs) return;
  counts = next;
  for (const listener of listeners) listener();
}

/** Asks for fresh counts now (after reading a room); nothing when the runner is not running. */
export function requestUnreadRefresh(): void {
  runner?.refreshNow();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const read = () => counts;

export function useUnreadCounts(): UnreadCounts {
  return useSyncExternalStore(subscribe, read, read);
}

/** Runs the counting while the app is up; a change of page asks again (a room read, a room left). */
export function useUnreadCounting(pathname: string): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./unread-runner').then(({ startUnreadCounts }) => {
      if (cancelled) return;
      const started = startUnreadCounts(setUnreadCounts);
      runner = started;
      stop = () => {
        started.stop();
        if (runner === started) runner = undefined;
      };
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  useEffect(() => {
    runner?.refresh();
  }, [pathname]);
}
