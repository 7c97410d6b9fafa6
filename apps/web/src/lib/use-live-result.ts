// A live database read with an explicit error state, so a failed read shows a message instead of a blank screen.
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';

export type LiveResult<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown };

/** Re-runs `query` whenever a committed write touches what it read; `deps` work as with useEffect. */
export function useLiveResult<T>(query: () => Promise<T>, deps: readonly unknown[]): LiveResult<T> {
  const [result, setResult] = useState<LiveResult<T>>({ status: 'loading' });
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({
      next: (value) => setResult({ status: 'ready', value }),
      error: (error: unknown) => setResult({ status: 'error', error }),
    });
    return () => subscription.unsubscribe();
    // The caller's deps describe what `query` reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return result;
}
