// A Dexie live query as loading / error / ready state: unlike useLiveQuery, a failed read shows as a state
// the screen can explain and retry instead of an exception thrown into the render.
import { liveQuery } from 'dexie';
import { useCallback, useEffect, useState } from 'react';

export type LiveState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; value: T };

/** A result and the deps of the query it came from: a result of an earlier query is not shown as current. */
type Tagged<T> = { key: readonly unknown[]; state: LiveState<T> };

const LOADING = { status: 'loading' } as const;

function sameKey(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}

/** `deps` must change when `query` reads something different; `retry` subscribes again. */
export function useLiveValue<T>(
  query: () => Promise<T>,
  deps: readonly unknown[],
): { state: LiveState<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [tagged, setTagged] = useState<Tagged<T> | null>(null);
  const key = [...deps, attempt];
  useEffect(() => {
    const subscribed = [...deps, attempt];
    const live = liveQuery(query).subscribe({
      next: (value) => setTagged({ key: subscribed, state: { status: 'ready', value } }),
      error: (error: unknown) => {
        console.error('Reading the contacts failed', error);
        setTagged({ key: subscribed, state: { status: 'error', error } });
      },
    });
    return () => live.unsubscribe();
    // The caller's deps stand for the query (as with useEffect); `attempt` subscribes again on retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, key);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state = tagged && sameKey(tagged.key, key) ? tagged.state : LOADING;
  return { state, retry };
}
