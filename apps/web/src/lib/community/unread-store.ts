// Unread community messages for the navigation (issue 19): rooms count on the Communities entry, direct
// conversations on Chat. This module is in the first screen's code and holds only the numbers; the code
// that fetches them (unread-runner.ts) loads on demand.
import { useEffect } from 'react';
import { createValueStore, useValueStore } from '../value-store';

export type UnreadCounts = { rooms: number; directs: number };

const counts = createValueStore<UnreadCounts>({ rooms: 0, directs: 0 });
let runner: { refresh: () => void; refreshNow: () => void } | undefined;

export function setUnreadCounts(next: UnreadCounts): void {
  const now = counts.get();
  if (next.rooms !== now.rooms || next.directs !== now.directs) counts.set(next);
}

/** Asks for fresh counts now (after reading a room); nothing when the runner is not running. */
export function requestUnreadRefresh(): void {
  runner?.refreshNow();
}

export function useUnreadCounts(): UnreadCounts {
  return useValueStore(counts);
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
