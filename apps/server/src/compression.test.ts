import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_COMPRESS_BYTES, negotiateEncoding, registerCompression } from './compression';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
    ['deflate', undefined],
    ['br;q=0.8, gzip;q=0.9', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['gzip;q=0, *', 'br'],
    ['br;q=0, *;q=0.5', 'gzip'],
    ['identity', undefined],
    ['identity;q=0, gzip', 'gzip'],
    ['gzip;q=0.5', 'gzip'],
    ['gzip;q=0.5, identity', undefined],
    ['gzip;q=0.5, identity;q=0.5', 'gzip'],
    ['gzip;q=0.4, *;q=0.5', 'br'],
    ['br ; q=1.000 , gzip', 'br'],
    // Malformed q-values drop their entry, never the whole header.
    ['br;q=2, gzip', 'gzip'],
    ['br;q=0.1234, gzip;q=abc', undefined],
    ['br;level=1, gzip', 'br'],
  ] as const)('%j -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: `t${i}`, title: `taak ${i}` })) };

function decode(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  return res.body;
}

describe('registerCompression', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerCompression(app);
    app.get('/api/big', () => big);
    app.get('/api/small', () => ({ ok: true }));
    app.get('/api/text', (_request, reply) => reply.type('text/plain').send('x'.repeat(5000)));
    app.get('/api/buffer', (_request, reply) =>
      reply.type('application/json').send(Buffer.from(JSON.stringify(big))),
    );
    app.get('/api/binary', (_request, reply) =>
      reply.type('image/png').send(Buffer.alloc(5000, 7)),
    );
    app.get('/api/encoded', (_request, reply) =>
      reply
        .header('Content-Encoding', 'gzip')
        .type('application/json')
        .send(zlib.gzipSync(JSON.stringify(big))),
    );
    app.get('/api/no-transform', (_request, reply) =>
      reply.header('Cache-Control', 'no-store, no-transform').send(big),
    );
    app.get('/api/vary', (_request, reply) => reply.header('Vary', 'Origin').send(big));
    app.get('/api/empty', (_request, reply) => reply.code(204).send());
    app.get('/api/not-modified', (_request, reply) => reply.code(304).send());
    app.get('/api/events', (_request, reply) =>
      reply
        .header('Content-Type', 'text/event-stream; charset=utf-8')
        .send(Readable.from([`data: ${'x'.repeat(3000)}\n\n`, 'data: [DONE]\n\n'])),
    );
    app.get('/api/events-text', (_request, reply) =>
      reply.header('Content-Type', 'text/event-stream').send(`data: ${'x'.repeat(3000)}\n\n`),
    );
    app.get('/elsewhere', () => big);
    app.get('/api/auth/get-session', () => big);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({
      method,
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it.each(['br', 'gzip'] as const)('compresses a large JSON answer with %s', async (coding) => {
    const res = await get('/api/big', coding === 'br' ? 'gzip, br' : 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(coding);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 3);
    expect(JSON.parse(decode(res))).toEqual(big);
  });

  it('compresses Buffer and text bodies too', async () => {
    const buffer = await get('/api/buffer', 'gzip');
    expect(buffer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(buffer))).toEqual(big);
    const text = await get('/api/text', 'br');
    expect(text.headers['content-encoding']).toBe('br');
    expect(decode(text)).toBe('x'.repeat(5000));
  });

  it('keeps answers plain for clients that accept no coding, but still varies on it', async () => {
    for (const header of [undefined, '', 'identity', 'deflate', 'gzip;q=0, br;q=0']) {
      const res = await get('/api/big', header);
      expect(res.headers['content-encoding'], String(header)).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.json()).toEqual(big);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    }
  });

  it('keeps small answers plain', async () => {
    const res = await get('/api/small', 'gzip, br');
    expect(JSON.stringify({ ok: true }).length).toBeLessThan(MIN_COMPRESS_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.json()).toEqual({ ok: true });
  });

  it('adds to an existing Vary header', async () => {
    const res = await get('/api/vary', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Origin, Accept-Encoding');
  });

  it('leaves encoded, binary and no-transform answers alone', async () => {
    const encoded = await get('/api/encoded', 'br');
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(encoded))).toEqual(big);
    const binary = await get('/api/binary', 'br');
    expect(binary.headers['content-encoding']).toBeUndefined();
    expect(binary.rawPayload).toEqual(Buffer.alloc(5000, 7));
    const noTransform = await get('/api/no-transform', 'br');
    expect(noTransform.headers['content-encoding']).toBeUndefined();
    expect(noTransform.json()).toEqual(big);
  });

  it('leaves HEAD, 204 and 304 answers alone', async () => {
    const head = await get('/api/big', 'br', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body).toBe('');
    for (const [url, status] of [
      ['/api/empty', 204],
      ['/api/not-modified', 304],
    ] as const) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.length).toBe(0);
    }
  });

  it('never compresses an event stream, streamed or not', async () => {
    const streamed = await get('/api/events', 'gzip, br');
    expect(streamed.headers['content-encoding']).toBeUndefined();
    expect(streamed.headers.vary).toBeUndefined();
    expect(streamed.headers['content-length']).toBeUndefined();
    expect(streamed.body).toBe(`data: ${'x'.repeat(3000)}\n\ndata: [DONE]\n\n`);
    const whole = await get('/api/events-text', 'gzip, br');
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.body).toBe(`data: ${'x'.repeat(3000)}\n\n`);
  });

  it('leaves everything outside /api alone', async () => {
    const res = await get('/elsewhere', 'gzip, br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual(big);
  });

  it('leaves the account answers of /api/auth alone (session tokens: no compression side channel)', async () => {
    const res = await get('/api/auth/get-session', 'gzip, br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual(big);
  });
});
