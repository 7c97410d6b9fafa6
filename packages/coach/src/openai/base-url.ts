// Makes the provider's base URL absolute: the SDK needs one, and the app calls our proxy as /api/coach/v1.
import { CoachProviderError } from './provider-error';

type Location = { href: string };

/**
 * An absolute URL without a trailing slash. A path (/api/coach/v1) is resolved against `base`,
 * the page's address in the browser; without a page it is a configuration error.
 */
export function resolveBaseUrl(
  baseURL: string,
  base: string | undefined = (globalThis as { location?: Location }).location?.href,
): string {
  let url: URL;
  try {
    url = new URL(baseURL.trim(), base);
  } catch (error) {
    throw new CoachProviderError('network', `the base URL '${baseURL}' is not a URL`, {
      cause: error,
    });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CoachProviderError('network', `the base URL '${baseURL}' must use http or https`);
  }
  return url.toString().replace(/\/+$/, '');
}
