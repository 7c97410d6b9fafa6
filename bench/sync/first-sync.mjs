// Phase 1: one device uploads the user's history in pushes of 500 (the seeding, timed for information),
// then a new device pulls all of it from cursor 0 in pages of 1000: the measured first sync.
import { createChange } from './records.mjs';
import { expectAccepted } from './protocol.mjs';
import { perSecond, sum } from './stats.mjs';

/**
 * Pushes `records` ([table, data]) in batches of `batch`; resolves with the timing and every record as
 * the server stored it ({ table, data, version }), which the second device later edits.
 */
export async function uploadHistory(device, deviceId, records, batch) {
  const known = [];
  const requestMs = [];
  const start = performance.now();
  for (let i = 0; i < records.length; i += batch) {
    const slice = records.slice(i, i + batch);
    const changes = slice.map((record) => createChange(deviceId, record));
    const answer = await device.push(changes);
    expectAccepted(answer.data, 'upload');
    requestMs.push(answer.ms);
    answer.data.results.forEach((result, j) => {
      known.push({ table: slice[j][0], data: slice[j][1], version: result.version });
    });
  }
  const ms = performance.now() - start;
  return {
    timing: {
      records: records.length,
      requests: requestMs.length,
      ms,
      recordsPerS: perSecond(records.length, ms),
    },
    known,
  };
}

/**
 * Pulls from `cursor` until the server says there is no more; resolves with every page's timings, the
 * changes and the final cursor.
 */
export async function pullAll(device, cursor, pageSize) {
  const pages = [];
  const changes = [];
  let hasMore = true;
  const start = performance.now();
  while (hasMore) {
    const page = await device.pull(cursor, pageSize);
    for (const change of page.data.changes) changes.push(change);
    cursor = page.data.cursor;
    hasMore = page.data.hasMore;
    const { ms, httpMs, parseMs, validateMs, bytes } = page;
    pages.push({ ms, httpMs, parseMs, validateMs, bytes, records: page.data.changes.length });
  }
  return { ms: performance.now() - start, pages, changes, cursor };
}

/** The first sync of a new device: every record from cursor 0; checks that all `expected` arrived. */
export async function initialPull(device, expected, pageSize) {
  const pulled = await pullAll(device, 0, pageSize);
  if (pulled.changes.length !== expected) {
    throw new Error(`initial pull: expected ${expected} records, got ${pulled.changes.length}`);
  }
  const { ms, pages } = pulled;
  return {
    timing: {
      records: expected,
      pages: pages.length,
      ms,
      recordsPerS: perSecond(expected, ms),
      // Where the client's time went: waiting for and reading the answer, JSON.parse, zod.
      httpMs: sum(pages.map((p) => p.httpMs)),
      parseMs: sum(pages.map((p) => p.parseMs)),
      validateMs: sum(pages.map((p) => p.validateMs)),
      mebibytes: Math.round((sum(pages.map((p) => p.bytes)) / 2 ** 20) * 10) / 10,
    },
    cursor: pulled.cursor,
  };
}
