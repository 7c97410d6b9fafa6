// Serves the built PWA: hashed assets with long caching, the service worker never cached, SPA fallback to
// index.html, the build's brotli/gzip copies to browsers that accept them (decision 026), never a source map.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';

const noCache = new Set([
  '/sw.js',
  '/offline-queue-sw.js',
  '/offline-assets.json',
  '/sw-sync.js',
  '/registerSW.js',
  '/manifest.webmanifest',
  '/index.html',
  '/',
]);

/**
 * Source maps (and copies of them) would publish the app's readable source; the build writes none, and a
 * dist/ built with them must not serve them either (decision 034).
 */
function isSourceMap(pathname: string): boolean {
  return /\.map(\.(br|gz))?$/i.test(pathname);
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

export async function registerWeb(app: FastifyInstance, webRoot: string): Promise<void> {
  const indexFile = path.join(webRoot, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ webRoot }, 'no built web app found; run `npm run build` first');
  }
  await app.register(fastifyStatic, {
    root: webRoot,
    // Files are looked up per request, so a rebuilt dist is served without a restart.
    wildcard: true,
    cacheControl: false,
    // The build writes file.br and file.gz next to each text file (scripts/precompress.mjs); without them the
    // original is sent, as before.
    preCompressed: true,
    // The path as decoded from the URL (so %2Emap is caught too); a refused one gets the 404 below.
    allowedPath: (pathname) => !isSourceMap(pathname),
    setHeaders(res, filePath) {
      // For a compressed copy this is the copy's path: the rules below are about the file it stands for.
      const rel = ('/' + path.relative(webRoot, filePath).split(path.sep).join('/')).replace(
        /\.(br|gz)$/,
        '',
      );
      // Caches must keep the encodings apart: a browser without brotli must never get the .br bytes.
      res.setHeader('Vary', 'Accept-Encoding');
      if (noCache.has(rel) || rel.startsWith('/workbox-')) {
        res.setHeader('Cache-Control', 'no-cache');
      } else if (rel.startsWith('/assets/')) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('Cache-Control', 'public, max-age=3600');
      }
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const accept = request.headers.accept ?? '';
    const pathname = request.url.split('?')[0] ?? '';
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      !isSourceMap(safeDecode(pathname)) &&
      accept.includes('text/html');
    if (isPage && fs.existsSync(indexFile)) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply
      .code(404)
      .send({ error: 'not_found', message: `No route for ${request.method} ${request.url}` });
  });
}
