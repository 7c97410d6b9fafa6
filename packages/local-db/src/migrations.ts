// Data migration 13 -> 14: deleted records move to the tombstone table and comma-separated tags become JSON lists.
import type { Transaction } from 'dexie';
import { bypassBookkeeping } from './bypass';
import { TOMBSTONES_TABLE } from './schema';
import { STORES_V13 } from './schema-history';
import type { Tombstone } from './types';

type Row = Record<string, unknown>;

/** Version 13 stored tags as 'a, b, c'; version 14 stores the JSON list '["a","b","c"]'. */
export function tagsCsvToJson(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (Array.isArray(parsed)) return trimmed;
    } catch {
      // Not JSON after all: treat it as comma-separated text below.
    }
  }
  const tags = trimmed
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
  return JSON.stringify([...new Set(tags)]);
}

async function moveSoftDeletes(tx: Transaction, name: string): Promise<void> {
  const table = tx.table<Row, string>(name);
  const deleted = await table.where('_status').equals('deleted').toArray();
  if (deleted.length === 0) return;
  const tombstones: Tombstone[] = deleted.map((record) => ({
    table: name,
    id: String(record.id),
    record,
    deleted_at: typeof record.updated_at === 'number' ? record.updated_at : 0,
    _status: 'deleted',
  }));
  await tx.table<Tombstone>(TOMBSTONES_TABLE).bulkPut(tombstones);
  await table.bulkDelete(deleted.map((record) => String(record.id)));
}

async function convertTags(tx: Transaction, name: string): Promise<void> {
  await tx
    .table<Row, string>(name)
    .toCollection()
    .modify((record) => {
      if (typeof record.tags === 'string') record.tags = tagsCsvToJson(record.tags);
    });
}

/**
 * Upgrade function of version 14. It rewrites the local storage format only, so it bypasses the
 * sync bookkeeping: the server never saw the old format and must not receive these as edits.
 * It visits version 13's tables, from the frozen history: a table added later does not exist yet here.
 */
export async function upgradeTo14(tx: Transaction): Promise<void> {
  bypassBookkeeping(tx);
  for (const name of Object.keys(STORES_V13)) {
    await moveSoftDeletes(tx, name);
    await convertTags(tx, name);
  }
}
