// A tiny external store for React's useSyncExternalStore: one value, set from anywhere, read by any
// number of components (unread counts, favourites, the service worker report).
import { useSyncExternalStore } from 'react';

export type ValueStore<T> = {
  get: () => T;
  /** Replaces the value and tells every subscriber (nothing when it is the same object). */
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createValueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export function useValueStore<T>(store: ValueStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * Runs `ask` every `everyMs` while the page is in view, and at once when it comes back into view or
 * back online; returns the way to stop. For what the app polls (unread counts, who is online).
 */
export function pollWhileVisible(ask: () => void, everyMs: number): () => void {
  const visible = () => document.visibilityState !== 'hidden';
  const onVisible = () => {
    if (visible()) ask();
  };
  const timer = window.setInterval(onVisible, everyMs);
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('online', onVisible);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('online', onVisible);
  };
}
