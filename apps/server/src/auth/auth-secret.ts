// The secret that signs session cookies: AUTH_SECRET, or one generated on first start and kept in a file.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type AuthConfig } from '../config';

const minLength = 32;

function readSecret(file: string): string {
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < minLength) {
    throw new ConfigError(
      `${file} must hold a secret of at least ${minLength} characters; delete it to generate a new one (this signs everyone out).`,
    );
  }
  return secret;
}

/** Returns AUTH_SECRET, else the secret in `secretFile`, creating that file (mode 0600) when missing. */
export function resolveAuthSecret(config: Pick<AuthConfig, 'secret' | 'secretFile'>): string {
  if (config.secret !== undefined) return config.secret;
  const file = config.secretFile;
  try {
    return readSecret(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // Written aside and linked into place: a second process starting at the same moment either finds
  // no file or a complete one, and the loser of the link keeps the winner's secret.
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${secret}\n`, { mode: 0o600 });
  try {
    fs.linkSync(temp, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readSecret(file);
  } finally {
    fs.rmSync(temp, { force: true });
  }
}
