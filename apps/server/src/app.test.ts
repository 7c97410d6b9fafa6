import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';

let app: FastifyInstance;
let webRoot: string;

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'groeipad-web-'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Groeipad</title>');
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webRoot, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  app = await buildApp({
    port: 0,
    host: '127.0.0.1',
    webRoot,
    databaseUrl: undefined,
    logLevel: 'silent',
  });
});

afterAll(async () => {
  await app.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('server', () => {
  it('reports health', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { kind: 'embedded' } });
  });

  it('serves the app with a strict Content-Security-Policy', async () => {
    const res = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Groeipad</title>');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
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
  });
});
