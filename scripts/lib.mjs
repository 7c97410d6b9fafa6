// Small helpers shared by the project scripts: run a command, find the newest file, locate Chromium.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** Runs a command with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
  });
}

/**
 * Runs a command with its output (stdout and stderr, interleaved) collected instead of shown, for commands
 * that run beside others; resolves to its exit code and that output.
 */
export function runCollected(command, args, options = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
    });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const output = () => Buffer.concat(chunks).toString('utf8');
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: output() }),
    );
    child.on('error', (error) =>
      resolve({ code: 1, output: `Could not run ${command}: ${error.message}\n` }),
    );
  });
}

/** Newest modification time (ms) of any file under the given folders, skipping build output. */
export function newestMtime(dirs) {
  let newest = 0;
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  dirs.forEach((d) => walk(path.join(root, d)));
  return newest;
}

/** Sources whose change means the web app must be rebuilt. */
export const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/domain/src',
  'packages/i18n/src',
  'packages/i18n/locales',
  'packages/local-db/src',
  'package-lock.json',
];

export function webBuildIsStale(outDir = path.join(root, 'apps/web/dist')) {
  const built = path.join(outDir, 'index.html');
  if (!fs.existsSync(built)) return true;
  const files = webSources.filter(
    (s) => fs.existsSync(path.join(root, s)) && fs.statSync(path.join(root, s)).isFile(),
  );
  const dirs = webSources.filter((s) => !files.includes(s));
  const newestSource = Math.max(
    newestMtime(dirs),
    ...files.map((f) => fs.statSync(path.join(root, f)).mtimeMs),
  );
  return newestSource > fs.statSync(built).mtimeMs;
}

export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}
