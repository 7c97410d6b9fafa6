// What must hold once the world is healed: one state everywhere, no lost write, no deleted record back.
import type { ServerRecord } from '../protocol';
import type { Row } from '../client/types';
import { sameValue } from '../client/values';
import type { ConvergenceWorld } from './convergence-world';
import { OWNER, keyOf } from './convergence-world';

function fail(world: ConvergenceWorld, message: string): never {
  throw new Error(`${message}\n--- last steps ---\n${world.log.slice(-40).join('\n')}`);
}

async function serverRecords(world: ConvergenceWorld): Promise<Map<string, ServerRecord>> {
  const rows = await world.server.changesSince(OWNER, 0, Number.MAX_SAFE_INTEGER);
  return new Map(rows.map((row) => [keyOf(row.table, row.id), row]));
}

function liveOf(records: Map<string, ServerRecord>): Map<string, Row> {
  const live = new Map<string, Row>();
  for (const [key, record] of records)
    if (!record.deleted && record.data) live.set(key, record.data);
  return live;
}

/** Every device holds exactly the server's live records, all synced, with nothing left to push. */
async function checkConverged(world: ConvergenceWorld, live: Map<string, Row>): Promise<void> {
  for (const [client, { store }] of world.devices.entries()) {
    const rows = await store.all();
    const keys = rows.map((row) => keyOf(row.table, row.id));
    if (new Set(keys).size !== keys.length) fail(world, `device ${client} holds a duplicate id`);
    if (keys.length !== live.size) {
      fail(
        world,
        `device ${client} holds ${keys.length} records, the server ${live.size}: ${keys.join(' ')} vs ${[...live.keys()].join(' ')}`,
      );
    }
    for (const row of rows) {
      const key = keyOf(row.table, row.id);
      const expected = live.get(key);
      if (!expected || !sameValue(expected, row.data)) {
        fail(
          world,
          `device ${client} differs on ${key}: ${JSON.stringify(row.data)} vs server ${JSON.stringify(expected)}`,
        );
      }
      if ((await store.get(row.table, row.id))?.status !== 'synced')
        fail(world, `device ${client}: ${key} is not synced`);
    }
    const open = await store.openQueueItems();
    if (open.length > 0)
      fail(world, `device ${client} still has queue items: ${JSON.stringify(open)}`);
  }
}

/** A record deleted anywhere is live nowhere, and the server has it deleted if it ever had it. */
async function checkNoResurrection(
  world: ConvergenceWorld,
  records: Map<string, ServerRecord>,
): Promise<void> {
  for (const key of world.deleted) {
    const record = records.get(key);
    if (record && !record.deleted)
      fail(world, `${key} was deleted on a device but is live on the server`);
    const [table, id] = key.split('/') as [string, string];
    for (const [client, { store }] of world.devices.entries()) {
      if (await store.get(table, id))
        fail(world, `${key} was deleted but is live on device ${client}`);
      if (await store.hasTombstone(table, id))
        fail(world, `${key} still has a tombstone on device ${client}`);
    }
  }
}

/**
 * No write is lost. For every live record and traced field:
 * - the last value each device wrote reached the server (some committed version held it);
 * - the final value was not overwritten on purpose later: no device wrote over it after seeing it.
 *   (Values are unique, so "saw it" is exact.) This catches an old value coming back, e.g. a push
 *   whose answer was lost being applied again over a newer write.
 */
function checkNoLostWrite(world: ConvergenceWorld, live: Map<string, Row>): void {
  const reached = new Set<string>();
  for (const record of world.server.committed) {
    for (const [field, value] of Object.entries(record.data ?? {})) {
      if (typeof value === 'string')
        reached.add(`${keyOf(record.table, record.id)}|${field}|${value}`);
    }
  }
  const last = new Map<string, string | undefined>();
  for (const write of world.writes)
    last.set(`${write.client}|${write.key}|${write.field}`, write.value);
  for (const [slot, value] of last) {
    const [, key, field] = slot.split('|') as [string, string, string];
    if (!live.has(key) || value === undefined) continue;
    if (!reached.has(`${key}|${field}|${value}`))
      fail(world, `write ${field}=${value} of ${key} never reached the server`);
  }
  for (const write of world.writes) {
    const final = live.get(write.key)?.[write.field];
    if (final !== undefined && write.prev === final && write.value !== final) {
      fail(
        world,
        `${write.key} ${write.field} went back to ${JSON.stringify(final)}, which device ${write.client} had overwritten with ${write.value}`,
      );
    }
  }
}

/**
 * The server's copy is what the stored changes say, field by field: each field holds the value of the
 * last stored change that wrote it (its changed fields, or every field of a create). A field written
 * with a stale value by a change that did not change it would show here.
 */
function checkLastWriterWins(world: ConvergenceWorld, live: Map<string, Row>): void {
  for (const [key, data] of live) {
    const writes = world.applied.filter((w) => w.key === key).sort((a, b) => a.version - b.version);
    const expected: Row = {};
    for (const write of writes)
      for (const field of write.fields) expected[field] = write.data[field];
    for (const [field, value] of Object.entries(expected)) {
      if (!sameValue(value, data[field])) {
        fail(
          world,
          `${key} ${field} is ${JSON.stringify(data[field])} on the server, its last writer wrote ${JSON.stringify(value)}`,
        );
      }
    }
  }
}

export async function checkWorld(world: ConvergenceWorld): Promise<void> {
  const records = await serverRecords(world);
  const live = liveOf(records);
  await checkConverged(world, live);
  await checkNoResurrection(world, records);
  checkNoLostWrite(world, live);
  checkLastWriterWins(world, live);
}
