// Polling that stops while the page is out of view (unread counts, who is online in a room).

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
