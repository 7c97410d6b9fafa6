// A throwaway Debian redis-server on a free loopback port: the server's multi-node suites (apps/server/src/testing/redis-server.ts) and bench/chat start one.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const redisMissingMessage =
  "The multi-node tests need Debian's redis-server. Install it with: sudo apt-get install -y " +
  '--no-install-recommends redis-server (or set SKIP_REDIS=1 to skip those suites).';

/** Why the Redis suites are skipped (SKIP_REDIS=1), or undefined when they run. */
export function redisSkipReason() {
  return process.env.SKIP_REDIS === '1' ? 'SKIP_REDIS=1 is set' : undefined;
}

function redisBinary() {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  const binary = found.stdout.trim();
  if (found.status !== 0 || binary === '') throw new Error(redisMissingMessage);
  return binary;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts redis-server without persistence and resolves once it accepts connections. */
export async function startTestRedis() {
  const binary = redisBinary();
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'groeipad-redis-'));
  const child = spawn(
    binary,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`redis-server did not start:\n${output}`)),
      30_000,
    );
    child.stdout?.on('data', (chunk) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
