// One server process per PGlite data directory: `<dir>.lock` holds the owner's pid, taken over only when that pid is dead.
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export type DataDirLock = { path: string; release(): void };

function isAlive(pid: number): boolean {
  try {
    // Signal 0 checks existence only; EPERM means it exists but belongs to another user.
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const lockPath = `${path.resolve(dataDir)}.lock`;
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  // Two tries: the second after removing a stale lock left by a crashed process.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return {
        path: lockPath,
        release() {
          if (readPid(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readPid(lockPath);
      if (owner !== undefined && isAlive(owner)) {
        throw new DataDirLockedError(
          `another Groeipad server uses ${dataDir} (pid ${owner}); stop it or set DATA_DIR to another folder`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`could not lock ${dataDir}: ${lockPath} keeps reappearing`);
}
