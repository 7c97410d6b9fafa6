import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { migrateToLatest, openDatabase, type ServerDatabase } from './db';

let app: FastifyInstance;
let webRoot: string;
let database: ServerDatabase;

function testConfig(): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    webRoot,
    databaseUrl: undefined,
    dataDir: path.join(webRoot, 'pglite'),
    logLevel: 'silent',
    auth: {
      secret: 'test-secret-of-at-least-32-characters',
      secretFile: path.join(webRoot, 'auth-secret'),
      publicUrl: 'http://localhost',
      cookieSecure: true,
      logResetTokens: false,
    },
  };
}

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'groeipad-web-'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Groeipad</title>');
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webRoot, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  fs.writeFileSync(path.join(webRoot, 'offline-assets.json'), '["/assets/app-abc123.js"]');
  database = await openDatabase(testConfig());
  await migrateToLatest(database.db);
  app = await buildApp(testConfig(), { database });
});

afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('server', () => {
  it('reports health with a real database ping', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: { kind: 'embedded', connected: true } });
  });

  it('reports the database as not connected when its ping fails', async () => {
    const failing: ServerDatabase = {
      ...database,
      kind: 'postgres',
      ping: () => Promise.resolve(false),
    };
    const other = await buildApp(testConfig(), { database: failing });
    const res = await other.inject('/api/health');
    await other.close();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: { kind: 'postgres', connected: false } });
  });

  it('reports not connected once the database is closed', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groeipad-health-'));
    const closing = await openDatabase({
      databaseUrl: undefined,
      dataDir: path.join(dataDir, 'db'),
    });
    await migrateToLatest(closing.db);
    const other = await buildApp(testConfig(), { database: closing });
    expect((await other.inject('/api/health')).json()).toMatchObject({
      database: { connected: true },
    });
    await closing.close();
    expect((await other.inject('/api/health')).json()).toMatchObject({
      database: { connected: false },
    });
    await other.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the app with a strict Content-Security-Policy', async () => {
    const res = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Groeipad</title>');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // A user's own coach model (decision 017): https anywhere, http only on this machine.
    expect(csp).toContain("connect-src 'self' https: http://localhost:* http://127.0.0.1:*");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('falls back to index.html for client routes, but not for the API', async () => {
    const page = await app.inject({ url: '/journaling', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Groeipad');
    const api = await app.inject({ url: '/api/nope', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'not_found' });
  });

  it('serves files added after start (a rebuild while the server runs)', async () => {
    fs.writeFileSync(path.join(webRoot, 'assets', 'later-def456.js'), 'console.log(2)');
    const res = await app.inject('/assets/later-def456.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(2)');
  });

  it('caches hashed assets forever and never caches the service worker', async () => {
    const asset = await app.inject('/assets/app-abc123.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    const sw = await app.inject('/sw.js');
    expect(sw.headers['cache-control']).toBe('no-cache');
    // The fallback worker's list of chunks changes with every build.
    const list = await app.inject('/offline-assets.json');
    expect(list.headers['cache-control']).toBe('no-cache');
  });

  it("sends the build's brotli or gzip copy to browsers that accept it, the original otherwise", async () => {
    const script = 'export const groet = "Goedemorgen";\n'.repeat(200);
    const file = path.join(webRoot, 'assets', 'big-111.js');
    fs.writeFileSync(file, script);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
    const get = (encoding?: string) =>
      app.inject({
        url: '/assets/big-111.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });

    const br = await get('gzip, deflate, br');
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body).toBe(script);
  });

  it('keeps the service worker and the page uncached when they are sent compressed', async () => {
    const worker = 'self.addEventListener("fetch", () => {})';
    fs.writeFileSync(path.join(webRoot, 'sw.js.br'), zlib.brotliCompressSync(worker));
    const page = '<!doctype html><title>Groeipad</title>';
    fs.writeFileSync(path.join(webRoot, 'index.html.br'), zlib.brotliCompressSync(page));
    try {
      const sw = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
      expect(sw.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'no-cache' });
      expect(zlib.brotliDecompressSync(sw.rawPayload).toString()).toBe(worker);
      // A deep link falls back to the page, compressed too.
      const deep = await app.inject({
        url: '/journaling',
        headers: { accept: 'text/html', 'accept-encoding': 'br' },
      });
      expect(deep.statusCode).toBe(200);
      expect(deep.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'no-cache' });
      expect(deep.headers['content-type']).toMatch(/text\/html/);
      expect(zlib.brotliDecompressSync(deep.rawPayload).toString()).toBe(page);
    } finally {
      fs.rmSync(path.join(webRoot, 'sw.js.br'));
      fs.rmSync(path.join(webRoot, 'index.html.br'));
    }
  });
});
