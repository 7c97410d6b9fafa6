// Writes to the app's own /api routes come from the app's own origin: a request naming another origin (or 'null') is refused before anything reads its body.
import type { FastifyInstance } from 'fastify';

/** Methods that only read: no origin check (a page of another site may load them, and gets nothing). */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const FOREIGN_ORIGIN = {
  error: 'forbidden_origin',
  message: 'this request came from another site; open Groeipad at its own address',
} as const;

/**
 * The session cookie is SameSite=Lax, so another site's form or fetch already goes without it; this is
 * the second lock (decision 037). A page on a sibling subdomain is "same site" for the cookie, and a
 * sandboxed frame sends `Origin: null`: both are refused here. A request without an Origin header is
 * let through: browsers send one with every cross-origin write, so a missing one means a client that is
 * not a web page (the CLI, a test, an old service worker fetch), which has no victim's cookie to abuse.
 * `/api/auth/*` is left to better-auth, whose own origin check covers it with the same trusted origin.
 */
export function registerOriginGuard(app: FastifyInstance, publicOrigin: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (READS.has(request.method)) return;
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return;
    const origin = request.headers.origin;
    if (origin === undefined || origin === publicOrigin) return;
    request.log.info({ origin, url: request.url }, 'write from a foreign origin refused');
    return reply.code(403).send(FOREIGN_ORIGIN);
  });
}
