// Re-runs an async database read whenever `trigger` changes (the live status report changes on every committed write).
import { useEffect, useState } from 'react';

/**
 * The latest result of `load`; undefined until the first read finished or while `trigger` is undefined.
 * `load` must be stable (useCallback), or it re-reads on every render.
 */
export function useReloadOn<T>(load: () => Promise<T>, trigger: unknown): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    if (trigger === undefined) return;
    let active = true;
    load().then(
      (next) => {
        if (active) setValue(next);
      },
      // After unmount (e.g. the database closed behind a read that was under way) nobody needs to know.
      (error: unknown) => {
        if (active) console.error('Diagnostics read failed', error);
      },
    );
    return () => {
      active = false;
    };
  }, [load, trigger]);
  return value;
}
