// The real server process under a 96 MB heap on PGlite: a new device's first sync of 24 MB of large records comes page by page, and parallel pulls cannot exhaust it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PULL_PAGE_BYTES } from '@groeipad/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { task } from '../sync-app';
import { signUp } from './device-fetch';
import { createDevice, manualClock, syncUntilQuiet } from './devices';
import { serverLauncher, type ServerLauncher, type ServerProcess } from './server-process';

/** The server needs about 50 MB of heap once started; a page of every record would need far more. */
const HEAP_MB = 96;
const RECORDS = 60;

let parent: string;
let launcher: ServerLauncher;
let server: ServerProcess;

// Spawning tsx and opening PGlite takes seconds on a busy machine; this bounds a hang only.
beforeAll(async () => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'groeipad-small-heap-'));
  launcher = await serverLauncher(
    { dataDir: path.join(parent, 'pglite') },
    { nodeArgs: [`--max-old-space-size=${HEAP_MB}`] },
  );
  server = await launcher.start();
}, 60_000);

afterAll(async () => {
  await server.stop();
  launcher.dispose();
  fs.rmSync(parent, { recursive: true, force: true });
});

/** A valid task of about 400 kB: two text fields at their limit, one of three-byte letters. */
function largeTask(id: string, userId: string) {
  return task(id, userId, { description: '日'.repeat(100_000), metadata: 'x'.repeat(100_000) });
}

describe(`real server process with a ${HEAP_MB} MB heap`, () => {
  it('serves a first sync of large records to a new device page by page, and survives parallel pulls', async () => {
    const user = await signUp(launcher.url, `small-heap-${process.pid}@example.test`);
    const clock = manualClock();
    const options = { server: launcher, cookie: user.cookie, clock };
    const writer = createDevice('writer', options);
    for (let i = 0; i < RECORDS; i += 1)
      writer.store.create('tasks', largeTask(`big-${i}`, user.userId));
    await syncUntilQuiet([writer], clock);
    expect(writer.errors).toEqual([]);

    // Eight pulls at once from the new device's session (eight ran the process out of memory).
    const pulls = await Promise.all(
      Array.from({ length: 8 }, () =>
        fetch(`${launcher.url}/api/sync/pull`, {
          method: 'POST',
          headers: {
            origin: launcher.url,
            cookie: user.cookie,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ cursor: 0 }),
        }).then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        }),
      ),
    );
    // Each is served or told to wait (at most MAX_CONCURRENT_PULLS_PER_USER run at once); none fails.
    expect(pulls.every((status) => status === 200 || status === 429)).toBe(true);

    const reader = createDevice('reader', options);
    const result = await reader.sync();
    expect(reader.errors).toEqual([]);
    expect(result?.pulled).toBe(RECORDS);
    // 24 MB in pages of at most PULL_PAGE_BYTES (before: one answer, a 500 or an out-of-memory crash).
    expect(reader.net.count('/api/sync/pull')).toBeGreaterThanOrEqual(
      (RECORDS * 400_000) / PULL_PAGE_BYTES,
    );
    const read = reader.store.all().map((record) => record.data);
    expect(read).toEqual(writer.store.all().map((record) => record.data));
    expect((await fetch(`${launcher.url}/api/health`)).ok).toBe(true);
    expect(server.output()).not.toMatch(/heap out of memory/i);
  }, 120_000);
});
