// The PWA's static files: a source map is never served, even when the folder holds one; the files beside it are.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWeb } from './web';

let app: FastifyInstance;
let webRoot: string;

const files: Record<string, string> = {
  'index.html': '<!doctype html><title>Groeipad</title>',
  'assets/app-abc123.js': 'console.log(1)\n//# sourceMappingURL=app-abc123.js.map',
  // What a build with source maps leaves behind, copies included.
  'assets/app-abc123.js.map':
    '{"version":3,"sources":["../src/main.tsx"],"sourcesContent":["geheim"]}',
  'assets/app-abc123.js.map.br': 'brotli bytes',
  'assets/app-abc123.js.map.gz': 'gzip bytes',
  'sw.js': 'self.addEventListener("fetch", () => {})',
  'sw.js.map': '{"version":3}',
  'sw-sync.js.map': '{"version":3}',
  'workbox-1a2b.js.map': '{"version":3}',
};

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'groeipad-web-maps-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(webRoot, name)), { recursive: true });
    fs.writeFileSync(path.join(webRoot, name), content);
  }
  app = Fastify({ logger: false });
  await registerWeb(app, webRoot);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('source maps', () => {
  it('answers 404 for every source map in the folder, and for its compressed copies', async () => {
    const maps = Object.keys(files).filter((name) => /\.map(\.(br|gz))?$/.test(name));
    expect(maps).toHaveLength(6);
    for (const name of maps) {
      const res = await app.inject(`/${name}`);
      expect(res.statusCode, name).toBe(404);
      expect(res.json(), name).toMatchObject({ error: 'not_found' });
    }
  });

  it('answers 404 however the request is put: encoded, with a query, asking for brotli or for a page', async () => {
    const requests = [
      { url: '/assets/app-abc123.js%2Emap' },
      { url: '/assets/app-abc123.js.%6Dap' },
      { url: '/assets/app-abc123.js.map?v=1' },
      { url: '/assets/app-abc123.js.map', headers: { 'accept-encoding': 'br, gzip' } },
      { url: '/assets/app-abc123.js.map', headers: { accept: 'text/html' } },
      { url: '/sw.js.map', method: 'HEAD' as const },
    ];
    for (const request of requests) {
      const res = await app.inject(request);
      expect(res.statusCode, request.url).toBe(404);
      expect(res.body, request.url).not.toContain('sourcesContent');
    }
  });

  it('still serves the scripts themselves, and pages for client routes', async () => {
    expect((await app.inject('/assets/app-abc123.js')).statusCode).toBe(200);
    expect((await app.inject('/sw.js')).statusCode).toBe(200);
    const page = await app.inject({ url: '/journaling', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Groeipad</title>');
  });
});
