// Keeps a CSS variable on `target` equal to the height of `source`, so CSS elsewhere can leave room for it.
import { useEffect, type RefObject } from 'react';

export function useHeightVariable(
  source: RefObject<HTMLElement | null>,
  target: RefObject<HTMLElement | null>,
  name: string,
): void {
  useEffect(() => {
    const element = source.current;
    const holder = target.current;
    if (!element || !holder || typeof ResizeObserver === 'undefined') return;
    const update = () => holder.style.setProperty(name, `${element.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [source, target, name]);
}
