// Compresses /api answers (br or gzip, as the client's Accept-Encoding allows) with node:zlib; streams, such as the coach's event stream, pass untouched.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type ContentCoding = 'br' | 'gzip';

/** Smaller answers gain a few bytes at best and cost a compression each. */
export const MIN_COMPRESS_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Answers are made per request: brotli's default quality 11 is far too slow for that; 4 already beats gzip.
const encoders: Record<ContentCoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzip(body),
};

/** Preference when the client rates codings equally: br is smaller. */
const codings: readonly ContentCoding[] = ['br', 'gzip'];

/** `q=0`, `q=0.5`, `q=1.000`: at most three decimals (RFC 9110 §12.4.2). */
const qValuePattern = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

type Weights = Map<string, number>;

/** Coding -> q of each well-formed entry; a malformed entry is ignored, the first of a repeated coding counts. */
function parseAcceptEncoding(header: string): Weights {
  const weights: Weights = new Map();
  for (const entry of header.split(',')) {
    const [rawCoding = '', ...params] = entry.split(';');
    let coding = rawCoding.trim().toLowerCase();
    if (coding === '') continue;
    // RFC 9110 §8.4.1.3: x-gzip is gzip.
    if (coding === 'x-gzip') coding = 'gzip';
    let q = 1;
    let wellFormed = true;
    for (const param of params) {
      const at = param.indexOf('=');
      const name = (at < 0 ? param : param.slice(0, at)).trim().toLowerCase();
      if (name !== 'q') continue;
      const value = at < 0 ? '' : param.slice(at + 1).trim();
      if (!qValuePattern.test(value)) wellFormed = false;
      else q = Number(value);
    }
    if (wellFormed && !weights.has(coding)) weights.set(coding, q);
  }
  return weights;
}

/**
 * The coding to answer with for an Accept-Encoding header, or undefined for the plain body.
 * - No header: plain. (RFC 9110 would allow any coding; clients that do not ask get what they sent.)
 * - q=0 refuses a coding; `*` stands for every coding not named; codings are case-insensitive.
 * - `identity` not named (nor `*`) ranks as low as the lowest named coding, so "gzip;q=0.5" still
 *   gets gzip, while "gzip;q=0.5, identity" (identity at 1) stays plain.
 * - The highest q wins; on a tie br before gzip before identity. Nothing acceptable: plain as well
 *   (a 406 would only break a client that can always read an uncompressed JSON body).
 */
export function negotiateEncoding(header: string | undefined): ContentCoding | undefined {
  if (header === undefined) return undefined;
  const weights = parseAcceptEncoding(header);
  if (weights.size === 0) return undefined;
  const wildcard = weights.get('*');
  const qOf = (coding: ContentCoding): number => weights.get(coding) ?? wildcard ?? 0;
  const identity = weights.get('identity') ?? wildcard ?? Math.min(...weights.values());
  let best: ContentCoding | undefined;
  for (const coding of codings) {
    const q = qOf(coding);
    if (q > 0 && q >= identity && (best === undefined || q > qOf(best))) best = coding;
  }
  return best;
}

/** JSON and text answers compress well; anything else may be compressed already. */
function compressibleType(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'text/event-stream') return false;
  return (
    type === '' ||
    type.startsWith('text/') ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/javascript' ||
    type === 'application/xml' ||
    type.endsWith('+xml')
  );
}

function headerText(value: ReturnType<FastifyReply['getHeader']>): string {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** Adds Accept-Encoding to Vary, keeping what is there (`*` already covers it). */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = headerText(reply.getHeader('vary'));
  const names = vary
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  if (names.includes('*') || names.includes('accept-encoding')) return;
  reply.header('Vary', names.length > 0 ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * /api answers, except the account's own (/api/auth): those can hold session tokens next to text the
 * caller sent, the mix a compression side channel (BREACH) measures. They are small anyway.
 */
function isApiPath(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/auth/');
}

/** Whether this answer could be compressed at all, whatever the client accepts. */
function compressible(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): payload is string | Buffer {
  if (!isApiPath(request.url) || request.method === 'HEAD') return false;
  // 1xx (a WebSocket's 101), 204 and 304 carry no body.
  const status = reply.statusCode;
  if (status < 200 || status === 204 || status === 304) return false;
  // Streams (the coach's event stream, files) go out as they come, never buffered here.
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  if (Buffer.byteLength(payload) < MIN_COMPRESS_BYTES) return false;
  if (reply.hasHeader('content-encoding')) return false;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(headerText(reply.getHeader('cache-control')))) {
    return false;
  }
  return compressibleType(headerText(reply.getHeader('content-type')));
}

/**
 * Registers the onSend hook on `app` itself (no encapsulation), so every route registered after it
 * is covered; the PWA's static files are not under /api and stay with @fastify/static.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!compressible(request, reply, payload)) return payload;
    // Either way the body depends on Accept-Encoding: caches must keep the variants apart.
    varyOnEncoding(reply);
    const coding = negotiateEncoding(request.headers['accept-encoding']);
    if (!coding) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    let encoded: Buffer;
    try {
      encoded = await encoders[coding](body);
    } catch (error) {
      // zlib failing on a buffer is not expected; the plain body is still a correct answer.
      request.log.warn(
        { err: { message: error instanceof Error ? error.message : String(error) }, coding },
        'response compression failed',
      );
      return payload;
    }
    reply.header('Content-Encoding', coding);
    // Fastify sets the length of the body actually sent.
    reply.removeHeader('content-length');
    return encoded;
  });
}
