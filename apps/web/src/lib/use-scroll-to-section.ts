// A link to a section of a screen (/settings#data, /analytics#life-progress): scroll there once it rendered.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Screens render after the route's code and their records loaded, too late for the browser's own jump to
 * the anchor: once `ready`, scroll to the element with `id` when the URL's hash names it.
 */
export function useScrollToSection(id: string | undefined, ready = true): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || id === undefined || hash !== `#${id}`) return;
    const element = document.getElementById(id);
    if (element && 'scrollIntoView' in element) element.scrollIntoView({ block: 'start' });
  }, [id, ready, hash]);
}
