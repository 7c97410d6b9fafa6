// A tiny external store for React's useSyncExternalStore: one value, set from anywhere, read by any
// number of components (unread counts, favourites).
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
