// The real server under npm start's supervisor, on PGlite and PostgreSQL: killed, it comes back on the same data; stopped, it stays stopped.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestPostgresDatabase, postgresSkipReason } from '../postgres-database';
import { signUp } from './device-fetch';
import { serverLauncher, type ServerData, type ServerLauncher } from './server-process';
import { isAlive, startSupervised, type SupervisedServer } from './supervised-server';

type Data = { data: ServerData; lockFile?: string; dispose(): Promise<void> };

function pglite(): Promise<Data> {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'groeipad-supervised-'));
  const dataDir = path.join(parent, 'pglite');
  return Promise.resolve({
    data: { dataDir },
    lockFile: `${dataDir}.lock`,
    dispose: () => Promise.resolve(fs.rmSync(parent, { recursive: true, force: true })),
  });
}

async function postgres(): Promise<Data> {
  const database = await createTestPostgresDatabase();
  return { data: { databaseUrl: database.url }, dispose: () => database.drop() };
}

const backends: [string, () => Promise<Data>][] = [['PGlite', pglite]];
if (postgresSkipReason() === undefined) backends.push(['PostgreSQL', postgres]);

async function accountOf(url: string, cookie: string): Promise<unknown> {
  const response = await fetch(`${url}/api/account/me`, { headers: { cookie } });
  return response.ok ? response.json() : response.status;
}

describe.each(backends)('npm start’s supervisor with the real server on %s', (_name, open) => {
  let data: Data | undefined;
  let launcher: ServerLauncher | undefined;
  let supervised: SupervisedServer | undefined;

  afterEach(async () => {
    supervised?.destroy();
    launcher?.dispose();
    await data?.dispose();
  });

  // Two server starts on a busy machine; the limit bounds a hang, it times nothing.
  it(
    'starts the server again after SIGKILL, on the same data; Ctrl+C stops it for good',
    { timeout: 180_000 },
    async () => {
      data = await open();
      launcher = await serverLauncher(data.data);
      supervised = await startSupervised(launcher);
      const email = `supervised-${process.pid}-${Date.now()}@example.test`;
      const { userId, cookie } = await signUp(launcher.url, email);

      // What an out-of-memory crash does: no clean-up, the PGlite lock left naming a dead process.
      const [first = 0] = supervised.serverPids();
      process.kill(first, 'SIGKILL');
      await supervised.serving(2);
      const [, second = 0] = supervised.serverPids();
      expect(second).not.toBe(first);
      expect(supervised.output()).toContain('server stopped unexpectedly (killed by SIGKILL)');
      if (data.lockFile) expect(fs.readFileSync(data.lockFile, 'utf8').trim()).toBe(String(second));
      // The account and its session were on disk before the kill.
      expect(await accountOf(launcher.url, cookie)).toMatchObject({ id: userId, email });

      // Ctrl+C in a terminal signals the whole process group: the server hears it directly and again
      // from the supervisor, and must still close once, cleanly.
      process.kill(second, 'SIGINT');
      expect(await supervised.stop('SIGINT')).toBe(0);
      expect(supervised.serverPids()).toEqual([first, second]);
      expect(isAlive(second)).toBe(false);
      // A clean stop released the lock: the next start need not take it over.
      if (data.lockFile) expect(fs.existsSync(data.lockFile)).toBe(false);
    },
  );
});
