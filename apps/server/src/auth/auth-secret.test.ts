import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { resolveAuthSecret } from './auth-secret';

const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function secretFile(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'groeipad-secret-'));
  folders.push(folder);
  return path.join(folder, 'data', 'auth-secret');
}

describe('resolveAuthSecret', () => {
  it('prefers AUTH_SECRET and writes no file', () => {
    const file = secretFile();
    const secret = 'x'.repeat(40);
    expect(resolveAuthSecret({ secret, secretFile: file })).toBe(secret);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('generates a secret once, readable by the owner only, and keeps it across restarts', () => {
    const file = secretFile();
    const first = resolveAuthSecret({ secret: undefined, secretFile: file });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret({ secret: undefined, secretFile: file })).toBe(first);
    // No temporary file is left beside it.
    expect(fs.readdirSync(path.dirname(file))).toEqual(['auth-secret']);
  });

  it('refuses a file that holds too short a secret', () => {
    const file = secretFile();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'short\n');
    expect(() => resolveAuthSecret({ secret: undefined, secretFile: file })).toThrow(ConfigError);
    expect(() => resolveAuthSecret({ secret: undefined, secretFile: file })).toThrow(
      /at least 32 characters/,
    );
  });
});
