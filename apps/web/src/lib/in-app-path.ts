// A path inside this app, as links and notifications may carry one ('/discourse-support?x=1#y'): never
// another site ('//host', '/\host', which browsers read as '//host'), never a scheme, no control characters.

export function inAppPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 512) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f]/.test(value))
    return null;
  return value;
}

/** The account screen's address that comes back to `path` after signing in or up. */
export function accountPathReturningTo(path: string): string {
  return `/account?${new URLSearchParams({ next: path }).toString()}`;
}
