// The PostgreSQL finder picks PG_BIN, else Debian's newest complete version folder, else PATH.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findPostgresBin, postgresSkipReason } from './postgres.mjs';

const temps: string[] = [];
afterEach(() => temps.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A fake bin folder holding the named programs as executable files. */
function binWith(dir: string, programs = ['initdb', 'pg_ctl', 'postgres']): string {
  fs.mkdirSync(dir, { recursive: true });
  for (const p of programs) fs.writeFileSync(path.join(dir, p), '#!/bin/sh\n', { mode: 0o755 });
  return dir;
}

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'groeipad-pgbin-'));
  temps.push(dir);
  return dir;
}

describe('findPostgresBin', () => {
  it('takes the newest Debian version folder that holds all three programs', () => {
    const lib = tempDir();
    binWith(path.join(lib, '9.6', 'bin'));
    binWith(path.join(lib, '15', 'bin'));
    binWith(path.join(lib, '16', 'bin'), ['initdb', 'pg_ctl']);
    const bin = findPostgresBin({ env: { PATH: '' }, libDir: lib });
    expect(bin?.dir).toBe(path.join(lib, '15', 'bin'));
    expect(bin?.pgCtl).toBe(path.join(lib, '15', 'bin', 'pg_ctl'));
  });

  it('falls back to PATH, and PG_BIN overrides both', () => {
    const dir = tempDir();
    const onPath = binWith(path.join(dir, 'path-bin'));
    const chosen = binWith(path.join(dir, 'chosen'));
    const lib = path.join(dir, 'no-lib');
    expect(findPostgresBin({ env: { PATH: onPath }, libDir: lib })?.dir).toBe(onPath);
    expect(findPostgresBin({ env: { PATH: onPath, PG_BIN: chosen }, libDir: lib })?.dir).toBe(
      chosen,
    );
    expect(findPostgresBin({ env: { PATH: onPath, PG_BIN: lib }, libDir: lib })).toBeUndefined();
    expect(findPostgresBin({ env: { PATH: '' }, libDir: lib })).toBeUndefined();
  });
});

describe('postgresSkipReason', () => {
  it('skips only for a SKIP_POSTGRES other than empty or 0', () => {
    expect(postgresSkipReason({ SKIP_POSTGRES: '1' })).toBe('SKIP_POSTGRES=1 is set');
    expect(postgresSkipReason({ SKIP_POSTGRES: '0' })).toBeUndefined();
    expect(postgresSkipReason({})).toBeUndefined();
  });
});
