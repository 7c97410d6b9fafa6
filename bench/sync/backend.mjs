// One full run on one database: start PostgreSQL (if asked) and the server, sign up, then the three
// phases; always stops what it started.
import { signIn, signUp, signUpMany } from './accounts.mjs';
import { concurrentPushes } from './concurrent.mjs';
import { CONFIG } from './config.mjs';
import { cpuMeter } from './cpu.mjs';
import { initialPull, uploadHistory } from './first-sync.mjs';
import { createAgent } from './http.mjs';
import { incrementalSync } from './incremental.mjs';
import { startPostgres } from './postgres.mjs';
import { syncClient } from './protocol.mjs';
import { historyOf, incrementalRounds } from './records.mjs';
import { summariseIncremental } from './report.mjs';
import { startServer } from './server.mjs';

const log = (backend, message) => console.log(`bench[${backend}]: ${message}`);

async function phase(server, name, work) {
  const meter = cpuMeter(server.pid);
  const start = performance.now();
  const result = await work();
  const ms = performance.now() - start;
  log(server.backend, `${name} done in ${(ms / 1000).toFixed(1)} s`);
  return { result, ms, cpu: meter() };
}

async function measure(server) {
  const agent = createAgent();
  const ownerAddress = { agent, localAddress: '127.0.0.1' };
  try {
    // One user with two devices: the phone holds the history, the new laptop syncs for the first time.
    const owner = await signUp(server, 'owner@bench.example.com', ownerAddress);
    const second = await signIn(server, owner.email, ownerAddress);
    const phone = syncClient(server.url, { agent, cookie: owner.cookie });
    const laptop = syncClient(server.url, { agent, cookie: second.cookie });
    const history = historyOf(owner.userId, CONFIG.records, CONFIG.seed);

    log(server.backend, `uploading ${history.length} records...`);
    const upload = await phase(server, 'upload', () =>
      uploadHistory(phone, 'bench-phone', history, CONFIG.seedBatch),
    );
    const pull = await phase(server, 'initial pull', () =>
      initialPull(laptop, CONFIG.records, CONFIG.pullPage),
    );
    const rounds = incrementalRounds('bench-phone', owner.userId, upload.result.known, {
      changes: CONFIG.incrementalChanges,
      rounds: CONFIG.incrementalRounds,
      seed: CONFIG.seed + 1,
    });
    const incremental = await phase(server, 'incremental', () =>
      incrementalSync(phone, laptop, pull.result.cursor, rounds, CONFIG.pullPage),
    );

    log(server.backend, `signing up ${CONFIG.clients} accounts (not timed)...`);
    const signUps = await phase(server, 'sign-ups', () =>
      signUpMany(server, CONFIG.clients, {
        agent,
        concurrency: CONFIG.signUpConcurrency,
        prefix: 'client',
      }),
    );
    const concurrent = await phase(server, 'concurrent pushes', () =>
      concurrentPushes(server.url, agent, signUps.result, {
        pushes: CONFIG.pushesPerClient,
        batch: CONFIG.recordsPerPush,
        seed: CONFIG.seed + 1000,
      }),
    );
    return {
      upload: upload.result.timing,
      initialPull: pull.result.timing,
      incremental: { ...summariseIncremental(incremental.result), each: incremental.result },
      signUpMs: signUps.ms,
      concurrent: concurrent.result,
      cpu: {
        upload: upload.cpu,
        initialPull: pull.cpu,
        incremental: incremental.cpu,
        signUps: signUps.cpu,
        concurrent: concurrent.cpu,
      },
    };
  } finally {
    agent.destroy();
  }
}

/** Runs every phase on `backend` ('pglite' or 'postgres'); `cleanups` gets the stops, newest last. */
export async function runBackend(backend, cleanups) {
  let database = { kind: 'PGlite (embedded, DATA_DIR in a temp folder)' };
  let databaseUrl;
  if (backend === 'postgres') {
    log(backend, 'starting PostgreSQL...');
    const postgres = await startPostgres();
    cleanups.push(postgres.stop);
    database = { kind: 'PostgreSQL (local, fsync on)', version: postgres.version };
    databaseUrl = postgres.url;
  }
  const server = { ...(await startServer({ databaseUrl })), backend };
  cleanups.push(server.stop);
  log(backend, `server on ${server.url}`);
  return { database, ...(await measure(server)) };
}
