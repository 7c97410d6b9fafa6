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
 * request, from sending to the validated answer; it is also split into each client's first push and the
 * rest, and each client's finishing time is kept, which shows whether the server serves clients fairly.
 * A failed request is counted and the client goes on.
 */
export async function concurrentPushes(baseUrl, agent, accounts, plan) {
  const batches = planPushes(accounts, plan);
  const clients = accounts.map((account) => syncClient(baseUrl, { agent, cookie: account.cookie }));
  const requestMs = [];
  const firstMs = [];
  const laterMs = [];
  const doneMs = [];
  const errors = [];
  let accepted = 0;
  let failed = 0;
  let start = 0;
  async function runClient(client, pushes) {
    for (const [p, changes] of pushes.entries()) {
      try {
        const answer = await client.push(changes);
        requestMs.push(answer.ms);
        (p === 0 ? firstMs : laterMs).push(answer.ms);
        accepted += answer.data.results.filter((r) => r.status === 'accepted').length;
      } catch (error) {
        failed += 1;
        if (errors.length < MAX_ERRORS_KEPT)
          errors.push(error instanceof Error ? error.message : String(error));
      }
    }
    doneMs.push(performance.now() - start);
  }
  start = performance.now();
  await Promise.all(clients.map((client, n) => runClient(client, batches[n])));
  const ms = performance.now() - start;
  const records = accounts.length * plan.pushes * plan.batch;
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
    firstPushLatencyMs: latency(firstMs),
    laterPushLatencyMs: latency(laterMs),
    /** When each client had sent all its pushes, from the common start. */
    clientDoneMs: latency(doneMs),
  };
}
