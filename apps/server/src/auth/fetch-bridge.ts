// Fastify <-> Fetch API: better-auth speaks Request/Response, Fastify speaks its own request and reply.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientIpHeader } from './client-ip';

/** The request's headers as Fetch Headers, with the client IP set by us (never taken from the client). */
export function requestHeaders(request: Pick<FastifyRequest, 'headers' | 'ip'>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === clientIpHeader) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  headers.set(clientIpHeader, request.ip);
  return headers;
}

/**
 * A Fetch Request for better-auth. The URL is built on the configured public origin, not the Host
 * header, so a forged Host cannot change links or origin checks. `body` is the raw bytes.
 */
export function toFetchRequest(request: FastifyRequest, publicUrl: string): Request {
  const body = request.body;
  const hasBody =
    request.method !== 'GET' &&
    request.method !== 'HEAD' &&
    Buffer.isBuffer(body) &&
    body.length > 0;
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers: requestHeaders(request),
    body: hasBody ? new Uint8Array(body) : undefined,
  });
}

// Fastify sets these itself from the body it sends.
const skippedHeaders = new Set(['content-length', 'transfer-encoding', 'connection', 'set-cookie']);

/**
 * Copies status and headers (every Set-Cookie separately) of a Fetch Response to the reply and
 * returns the body for `reply.send`.
 */
export async function applyFetchResponse(
  reply: FastifyReply,
  response: Response,
): Promise<Buffer | undefined> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (!skippedHeaders.has(name)) reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const body = Buffer.from(await response.arrayBuffer());
  return body.length > 0 ? body : undefined;
}
