// Compiles the crisis lists (about half a second on a laptop, more on a phone) while the browser is idle
// after a coach screen opens, so the first message is not the one that waits for it.
import { detectCrisis } from '@groeipad/coach';
import { useEffect } from 'react';

type IdleWindow = {
  requestIdleCallback?: (callback: () => void) => number;
  cancelIdleCallback?: (handle: number) => void;
};

export function useWarmUpSafety(): void {
  useEffect(() => {
    const idle = globalThis as IdleWindow;
    const warm = () => void detectCrisis('');
    if (idle.requestIdleCallback) {
      const handle = idle.requestIdleCallback(warm);
      return () => idle.cancelIdleCallback?.(handle);
    }
    const timer = setTimeout(warm, 500);
    return () => clearTimeout(timer);
  }, []);
}
