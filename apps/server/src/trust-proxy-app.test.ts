// TRUST_PROXY in the real app on PGlite and PostgreSQL: better-auth's per-address limits count X-Forwarded-For only from a trusted proxy.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import {
  setupTimeout,
  testBackends,
  testPublicUrl,
  testServerConfig,
  uniqueIp,
  type TestDatabase,
} from './testing/auth-harness';

// TEST-NET-1: the proxies of the address-list setting; uniqueIp() hands out 10.x addresses.
const proxyRange = '192.0.2.0/24';

describe.each(testBackends())('the client address behind a proxy on %s', (_name, open) => {
  let database: TestDatabase;
  let dir: string;
  let behindProxy: FastifyInstance;
  let listed: FastifyInstance;
  let direct: FastifyInstance;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'groeipad-proxy-'));
    database = await open();
    behindProxy = await buildApp(testServerConfig(dir, { trustProxy: 1 }), {
      database: database.database,
    });
    listed = await buildApp(testServerConfig(dir, { trustProxy: [proxyRange] }), {
      database: database.database,
    });
    direct = await buildApp(testServerConfig(dir), { database: database.database });
  }, setupTimeout);

  afterAll(async () => {
    await behindProxy.close();
    await listed.close();
    await direct.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A wrong sign-in arriving over a connection from `socket`. */
  function signIn(
    app: FastifyInstance,
    socket: string,
    headers: Record<string, string>,
  ): Promise<LightMyRequestResponse> {
    return app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: socket,
      headers: { origin: testPublicUrl, 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ email: 'nobody@example.test', password: 'not the password' }),
    });
  }

  /** The client addresses better-auth's sign-in limit has counted (its keys are `<ip>|<path>`). */
  async function countedAddresses(): Promise<string[]> {
    const rows = await database.database.db
      .selectFrom('auth_rate_limit')
      .select('key')
      .where('key', 'like', '%|/sign-in/email')
      .execute();
    return rows.map((row) => row.key.split('|')[0] ?? '');
  }

  it('with TRUST_PROXY=1 counts the address the proxy saw, not what the client put before it', async () => {
    const [proxy, client, claimed] = [uniqueIp(), uniqueIp(), uniqueIp()];
    // The proxy appends the address it saw to whatever the client sent.
    await signIn(behindProxy, proxy, { 'x-forwarded-for': `${claimed}, ${client}` });
    const counted = await countedAddresses();
    expect(counted).toContain(client);
    expect(counted).not.toContain(claimed);
    expect(counted).not.toContain(proxy);
  });

  it('with a list of proxies believes only a listed one: a client connecting directly cannot spoof', async () => {
    const [client, unlisted, claimed] = [uniqueIp(), uniqueIp(), uniqueIp()];
    await signIn(listed, '192.0.2.7', { 'x-forwarded-for': client });
    await signIn(listed, unlisted, { 'x-forwarded-for': claimed });
    const counted = await countedAddresses();
    expect(counted).toEqual(expect.arrayContaining([client, unlisted]));
    expect(counted).not.toContain(claimed);
    expect(counted).not.toContain('192.0.2.7');
  });

  it('without TRUST_PROXY counts the connection’s address, whatever the client claims', async () => {
    const [socket, claimed, alsoClaimed] = [uniqueIp(), uniqueIp(), uniqueIp()];
    await signIn(direct, socket, {
      'x-forwarded-for': claimed,
      'x-groeipad-client-ip': alsoClaimed,
    });
    const counted = await countedAddresses();
    expect(counted).toContain(socket);
    expect(counted).not.toContain(claimed);
    expect(counted).not.toContain(alsoClaimed);
  });

  it('behind a trusted proxy, one client’s failed sign-ins lock out that client only', async () => {
    const proxy = uniqueIp();
    const [guesser, other] = [uniqueIp(), uniqueIp()];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(behindProxy, proxy, { 'x-forwarded-for': guesser })).statusCode).toBe(
        401,
      );
    }
    expect((await signIn(behindProxy, proxy, { 'x-forwarded-for': guesser })).statusCode).toBe(429);
    expect((await signIn(behindProxy, proxy, { 'x-forwarded-for': other })).statusCode).toBe(401);

    // The finding: without TRUST_PROXY everyone behind the proxy shares one bucket.
    const untrusted = uniqueIp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await signIn(direct, untrusted, { 'x-forwarded-for': guesser });
    }
    expect((await signIn(direct, untrusted, { 'x-forwarded-for': other })).statusCode).toBe(429);
  });
});
