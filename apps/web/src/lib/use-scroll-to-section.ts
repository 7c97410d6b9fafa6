// A link to a section of a screen (/settings#data, /analytics#life-progress): scroll there once it rendered.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Style of a section a link scrolls to: the fixed header would otherwise cover its heading. */
export const SECTION_ANCHOR_STYLE = {
  scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-md))',
} as const;

/** How long content above may still load and push the section down before we stop following it. */
const SETTLE_MS = [250, 800, 1600] as const;

/**
 * Screens render after the route's code and their records loaded, too late for the browser's own jump to
 * the anchor: once `ready`, scroll to the element with `id` when the URL's hash names it. Sections above it
 * may still be loading (charts, lists) and push it down, so it scrolls again while the page settles,
 * until the user scrolls, taps or types themselves.
 */
export function useScrollToSection(id: string | undefined, ready = true): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || id === undefined || hash !== `#${id}`) return;
    const jump = () => {
      const element = document.getElementById(id);
      if (element && 'scrollIntoView' in element) element.scrollIntoView({ block: 'start' });
    };
    jump();
    const timers = SETTLE_MS.map((ms) => window.setTimeout(jump, ms));
    const stop = () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      for (const type of USER_INPUT) window.removeEventListener(type, stop);
    };
    for (const type of USER_INPUT)
      window.addEventListener(type, stop, { passive: true, once: true });
    return stop;
  }, [id, ready, hash]);
}

const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
