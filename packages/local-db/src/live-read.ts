// Live reads for React screens: a query function re-run whenever a committed write touches what it read.
import { liveQuery } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';

/**
 * The result of `read`, undefined while loading. `deps` must change when `read` reads something
 * different (as with useEffect). A failed read throws into the render (an error boundary shows it).
 */
export function useLiveRead<T>(read: () => Promise<T>, deps: readonly unknown[]): T | undefined {
  return useLiveQuery(read, [...deps]);
}

export type LiveResult<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown };

/** A result and the deps of the read it came from: a result of an earlier read is not shown as current. */
type Tagged<T> = { key: readonly unknown[]; result: LiveResult<T> };

const LOADING = { status: 'loading' } as const;

function sameKey(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}

/**
 * As useLiveRead, with a failed read as a state the screen can explain instead of an exception, and
 * `retry` to subscribe again. While `deps` changed and the new read has not answered, it is loading.
 */
export function useRetryableLiveResult<T>(
  read: () => Promise<T>,
  deps: readonly unknown[],
): { result: LiveResult<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [tagged, setTagged] = useState<Tagged<T> | null>(null);
  const key = [...deps, attempt];
  useEffect(() => {
    const subscribed = [...deps, attempt];
    const live = liveQuery(read).subscribe({
      next: (value) => setTagged({ key: subscribed, result: { status: 'ready', value } }),
      error: (error: unknown) => {
        console.error('A live read of the local database failed', error);
        setTagged({ key: subscribed, result: { status: 'error', error } });
      },
    });
    return () => live.unsubscribe();
    // The caller's deps stand for the read (as with useEffect); `attempt` subscribes again on retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, key);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const result = tagged && sameKey(tagged.key, key) ? tagged.result : LOADING;
  return { result, retry };
}

/** useRetryableLiveResult without the retry. */
export function useLiveResult<T>(read: () => Promise<T>, deps: readonly unknown[]): LiveResult<T> {
  return useRetryableLiveResult(read, deps).result;
}
