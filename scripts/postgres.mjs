// Locates the PostgreSQL server programs (initdb, pg_ctl, postgres) the server tests start a throwaway database with.
import fs from 'node:fs';
import path from 'node:path';

const programs = ['initdb', 'pg_ctl', 'postgres'];

/** What to tell someone whose machine has no PostgreSQL server programs. */
export const postgresMissingMessage =
  'The server tests need the PostgreSQL server programs (initdb, pg_ctl, postgres). ' +
  "Install Debian's package with: sudo apt-get install -y --no-install-recommends postgresql " +
  '(or set PG_BIN to the folder holding them, TEST_DATABASE_URL to a PostgreSQL the tests may create ' +
  'databases in, or SKIP_POSTGRES=1 to skip the PostgreSQL suites).';

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function binIn(dir) {
  if (!programs.every((p) => isExecutable(path.join(dir, p)))) return undefined;
  return {
    dir,
    initdb: path.join(dir, 'initdb'),
    pgCtl: path.join(dir, 'pg_ctl'),
    postgres: path.join(dir, 'postgres'),
  };
}

/** Debian's layout, /usr/lib/postgresql/<version>/bin, newest version first. */
function versionedDirs(libDir) {
  let entries;
  try {
    entries = fs.readdirSync(libDir);
  } catch {
    return [];
  }
  return entries
    .filter((name) => /^\d+(\.\d+)?$/.test(name))
    .sort((a, b) => Number(b) - Number(a))
    .map((name) => path.join(libDir, name, 'bin'));
}

/**
 * The first folder holding all three programs: PG_BIN when set (and then only that), else the newest
 * /usr/lib/postgresql/<version>/bin, else a PATH entry. All three must sit together because pg_ctl
 * starts the postgres next to itself.
 */
export function findPostgresBin({ env = process.env, libDir = '/usr/lib/postgresql' } = {}) {
  if (env.PG_BIN) return binIn(env.PG_BIN);
  const fromPath = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const dir of [...versionedDirs(libDir), ...fromPath]) {
    const bin = binIn(dir);
    if (bin) return bin;
  }
  return undefined;
}

/** Why the PostgreSQL suites are skipped, or undefined when they run: SKIP_POSTGRES set to anything but '' or '0'. */
export function postgresSkipReason(env = process.env) {
  const value = env.SKIP_POSTGRES;
  return value && value !== '0' ? `SKIP_POSTGRES=${value} is set` : undefined;
}
