// TRUST_PROXY: which proxies in front of the server Fastify believes about the client's address (X-Forwarded-For).
import net from 'node:net';

/**
 * false: the socket's address is the client's. A list: the proxies' addresses or CIDR ranges; the
 * nearest address not in it is the client's. A number: that many proxies in front, whatever their
 * address; true: every hop is a proxy. Those two are only safe when nothing but the proxies can reach
 * the server (HOST=127.0.0.1, a private network), or any client could claim any address.
 */
export type TrustProxy = boolean | number | string[];

/** Fastify's trustProxy for a setting. */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  // Fastify 5.12 ignores a plain number (it cannot check the nearest peer); TRUST_PROXY=1 is the
  // operator saying there is always exactly one proxy in front, so it means what it says.
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

// proxy-addr's names for whole ranges, which Fastify hands it as they are.
const rangeNames = ['loopback', 'linklocal', 'uniquelocal'];

/** An IP address, an address/prefix (CIDR) range, or one of proxy-addr's range names. */
function isProxyAddress(entry: string): boolean {
  if (rangeNames.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Unset, empty, `false` or `0`: false. A bad value throws what `fail` makes of a clear message. */
export function parseTrustProxy(
  raw: string | undefined,
  fail: (message: string) => Error,
): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value.toLowerCase() === 'false') return false;
  if (value.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (!Number.isSafeInteger(hops)) throw fail(`TRUST_PROXY is too large a number: '${value}'.`);
    return hops === 0 ? false : hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined) {
    throw fail(
      `TRUST_PROXY must be a number of proxies (e.g. 1), true, false, or a comma-separated list of proxy addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8); '${bad}' in '${value}' is none of these.`,
    );
  }
  return entries;
}
