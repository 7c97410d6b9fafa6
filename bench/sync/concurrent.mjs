// Phase 3: many clients, one account each, all pushing small batches at the same time to one server.
import { createChange, userRecords } from './records.mjs';
import { syncClient } from './protocol.mjs';
import { latency, perSecond } from './stats.mjs';

const MAX_ERRORS_KEPT = 5;

/** Every client's pushes, made before the clock starts: `pushes` batches of `batch` moods each. */
function planPushes(accounts, { pushes, batch, seed }) {
  return accounts.map((account, n) => {
    const records = userRecords(account.userId, {
      journalEntries: 0,
      moods: pushes * batch,
      seed: seed + n,
    });
    const changes = records.map((record) => createChange(`bench-client-${n}`, record));
    return Array.from({ length: pushes }, (_, p) => changes.slice(p * batch, (p + 1) * batch));
  });
}

/**
 * All clients start at once; each sends its pushes one after another (as a device does). Latency is per
 * request, from sending to the validated answer. A failed request is counted and the client goes on.
 */
export async function concurrentPushes(baseUrl, agent, accounts, plan) {
  const batches = planPushes(accounts, plan);
  const clients = accounts.map((account) => syncClient(baseUrl, { agent, cookie: account.cookie }));
  const requestMs = [];
  const errors = [];
  let accepted = 0;
  let failed = 0;
  const raw = [];
  let start = 0;
  async function runClient(client, pushes, n) {
    for (const [p, changes] of pushes.entries()) {
      try {
        const t = performance.now() - start;
        const answer = await client.push(changes);
        raw.push([n, p, Math.round(t), Math.round(answer.ms)]);
        requestMs.push(answer.ms);
        accepted += answer.data.results.filter((r) => r.status === 'accepted').length;
      } catch (error) {
        failed += 1;
        if (errors.length < MAX_ERRORS_KEPT)
          errors.push(error instanceof Error ? error.message : String(error));
      }
    }
  }
  if (process.env.WARM) { const t0 = performance.now(); await Promise.all(clients.map((c) => c.pull(0, 1))); console.log('warm-up', performance.now() - t0); }
  start = performance.now();
  await Promise.all(clients.map((client, n) => runClient(client, batches[n], n)));
  const ms = performance.now() - start;
  const records = accounts.length * plan.pushes * plan.batch;
  (await import('node:fs')).writeFileSync('/tmp/raw-'+Date.now()+'.json', JSON.stringify(raw));
  return {
    clients: accounts.length,
    pushesPerClient: plan.pushes,
    recordsPerPush: plan.batch,
    records,
    accepted,
    failedRequests: failed,
    errors,
    ms,
    recordsPerS: perSecond(accepted, ms),
    requestsPerS: perSecond(requestMs.length, ms),
    latencyMs: latency(requestMs),
  };
}
