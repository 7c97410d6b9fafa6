// Everything the sync benchmark can be tuned by: workload sizes (env vars for a quick run), page sizes and time limits.

function positiveInt(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number above 0, got '${raw}'`);
  }
  return value;
}

function backends() {
  const raw = process.env.BENCH_SYNC_BACKENDS || 'pglite,postgres';
  const names = raw.split(',').map((s) => s.trim());
  const unknown = names.filter((n) => n !== 'pglite' && n !== 'postgres');
  if (unknown.length > 0) throw new Error(`BENCH_SYNC_BACKENDS: unknown '${unknown.join(', ')}'`);
  return names;
}

/**
 * Read once at start. The defaults are the sizes; e.g.
 * `BENCH_SYNC_RECORDS=5000 BENCH_SYNC_CLIENTS=50` gives a run of well under a minute.
 */
export const CONFIG = {
  /** Databases to run on, in this order. */
  backends: backends(),
  /** Records of the one user whose first device pulls them all (10% journal entries, 90% moods). */
  records: positiveInt('BENCH_SYNC_RECORDS', 100_000),
  /** Changes per push while seeding them (the protocol's maximum, MAX_PUSH_CHANGES). */
  seedBatch: 500,
  /** Records per pull page on the first sync (the protocol's maximum, MAX_PULL_LIMIT). */
  pullPage: 1000,
  /** Changes the second device makes per incremental round, and how many rounds. */
  incrementalChanges: positiveInt('BENCH_SYNC_CHANGES', 100),
  incrementalRounds: positiveInt('BENCH_SYNC_ROUNDS', 5),
  /** Clients (one account each) pushing at the same time, pushes per client, records per push. */
  clients: positiveInt('BENCH_SYNC_CLIENTS', 500),
  pushesPerClient: positiveInt('BENCH_SYNC_PUSHES', 10),
  recordsPerPush: positiveInt('BENCH_SYNC_BATCH', 10),
  /** Sign-ups in flight at once while creating the clients' accounts (not timed; scrypt bound). */
  signUpConcurrency: 8,
  seed: 20_261_122,
  /** The whole run stops after this, whatever it is doing (servers and PostgreSQL are stopped). */
  hardLimitMs: positiveInt('BENCH_SYNC_LIMIT_MIN', 20) * 60 * 1000,
};
