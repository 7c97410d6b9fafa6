// The whole app on a real port, on PGlite and PostgreSQL: signing out ends that session's community sockets, deleting the account ends all of them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { COMMUNITY_SOCKET_PATH } from './services/community-live';
import {
  setupTimeout,
  testAuthConfig,
  testBackends,
  testServerConfig,
  uniqueEmail,
  uniqueIp,
  type TestDatabase,
} from './testing/auth-harness';

const password = 'correct horse battery';
const origin = testAuthConfig().publicUrl;

describe.each(testBackends())(
  'community sockets after sign-out and deletion on %s',
  (_name, open) => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let url: string;
    let dir: string;
    const sockets: Socket[] = [];

    beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'groeipad-community-sign-out-'));
      const config = testServerConfig(dir, {
        auth: testAuthConfig({ secretFile: path.join(dir, 'auth-secret') }),
      });
      database = await open();
      app = await buildApp(config, { database: database.database });
      url = await app.listen({ host: '127.0.0.1', port: 0 });
    }, setupTimeout);

    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      await app.close();
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    async function auth(route: string, body: object, cookie?: string) {
      const answer = await app.inject({
        method: 'POST',
        url: `/api/auth/${route}`,
        remoteAddress: uniqueIp(),
        headers: {
          origin,
          'content-type': 'application/json',
          ...(cookie ? { cookie } : {}),
        },
        payload: JSON.stringify(body),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const header = answer.headers['set-cookie'];
      const lines = Array.isArray(header) ? header : [String(header ?? '')];
      return lines
        .map((line) => line.split(';')[0] ?? '')
        .find((p) => p.includes('session_token='));
    }

    /** A connected socket of the session in `cookie`, and the reason it was ended by, once it is. */
    async function socketOf(cookie: string) {
      const socket = connect(url, {
        path: COMMUNITY_SOCKET_PATH,
        transports: ['websocket'],
        reconnection: false,
        extraHeaders: { origin, cookie },
      });
      sockets.push(socket);
      const ended: string[] = [];
      socket.on('disconnect', (reason) => ended.push(reason));
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return { socket, ended };
    }

    it('a sign-out ends the sockets of that session only; deleting the account ends the rest', async () => {
      const email = uniqueEmail();
      const phone = await auth('sign-up/email', { email, password, name: 'Anna' });
      const laptop = await auth('sign-in/email', { email, password });
      if (!phone || !laptop) throw new Error('no session cookie');
      const onPhone = await socketOf(phone);
      const onLaptop = await socketOf(laptop);

      await auth('sign-out', {}, phone);
      await expect.poll(() => onPhone.ended, { timeout: 10_000 }).toEqual(['io server disconnect']);
      expect(onLaptop.socket.connected).toBe(true);

      await auth('delete-user', { password }, laptop);
      await expect
        .poll(() => onLaptop.ended, { timeout: 10_000 })
        .toEqual(['io server disconnect']);
    });
  },
);
