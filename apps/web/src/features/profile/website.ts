// Website field: 'example.nl' becomes 'https://example.nl'; only http(s) addresses with a real host pass.

export const WEBSITE_MAX = 2048;

export type WebsiteResult = { ok: true; value: string } | { ok: false };

/** '' stays '' (the field is cleared); anything that is not a plausible web address is refused. */
export function normalizeWebsite(input: string): WebsiteResult {
  const text = input.trim();
  if (text === '') return { ok: true, value: '' };
  if (/\s/.test(text)) return { ok: false };
  const isHttp = /^https?:\/\//i.test(text);
  // Another scheme (javascript:, mailto:, ftp:) is refused; 'localhost:3000' is a host with a port.
  if (!isHttp && /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(text)) return { ok: false };
  const withScheme = isHttp ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false };
  }
  const host = url.hostname;
  const plausibleHost = host === 'localhost' || /^[^.]+(\.[^.]+)+$/.test(host);
  if (!plausibleHost || url.username !== '' || url.password !== '') return { ok: false };
  const value = url.href;
  return value.length > WEBSITE_MAX ? { ok: false } : { ok: true, value };
}
