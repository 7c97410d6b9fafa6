// Merges parsed export records into the database: one all-or-nothing transaction, merged by id, never duplicated.
import type { TableName } from '@groeipad/domain';
import { sameValue } from '@groeipad/sync';
import type { Table } from 'dexie';
import { withoutBookkeeping } from '../bookkeeping';
import { isQuotaError, StorageFullError, ValidationError } from '../errors';
import { LARGE_BULK_THRESHOLD } from '../repository';
import { loadSchemas } from '../schemas';
import type { SchemaRegistry } from '../schemas';
import { reportQuotaExceeded } from '../storage-status';
import type { GroeipadDb } from '../types';
import { isImportableTable } from './format';
import type { ImportCounts, ImportOptions, ImportSummary, ParsedExportOk } from './format';

type Row = Record<string, unknown> & { id: string; updated_at: number; user_id: string };
type Plan = [TableName, Row[]][];

/** The records re-owned by the importing user and validated again (a caller may build `parsed` itself). */
function prepare(schemas: SchemaRegistry, parsed: ParsedExportOk, options: ImportOptions): Plan {
  const plan: Plan = [];
  for (const [table, records] of Object.entries(parsed.tables)) {
    if (!isImportableTable(table)) throw new Error(`Table ${table} cannot be imported`);
    if (!records || records.length === 0) continue;
    const rows = records.map((record, index) => {
      const foreign = record.user_id !== options.userId;
      const owned = foreign
        ? { ...record, user_id: options.userId, created_by: options.actor }
        : record;
      const result = schemas[table].schema.safeParse(owned);
      if (!result.success) throw new ValidationError(table, result.error.issues, index);
      return result.data;
    });
    plan.push([table, rows]);
  }
  return plan;
}

/** Equal data, ignoring bookkeeping and fields that are present but undefined (JSON drops those). */
function sameData(local: Record<string, unknown>, incoming: Row): boolean {
  const defined = (row: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined));
  return sameValue(defined(withoutBookkeeping(local)), defined(incoming));
}

function emptyCounts(): ImportCounts {
  return { created: 0, updated: 0, unchanged: 0 };
}

async function mergeChunk(
  db: GroeipadDb,
  table: TableName,
  chunk: Row[],
  userId: string,
  counts: ImportCounts,
): Promise<void> {
  const store = db[table] as unknown as Table<Record<string, unknown>, string>;
  const locals = await store.bulkGet(chunk.map((row) => row.id));
  const added: Row[] = [];
  const replaced: Row[] = [];
  chunk.forEach((incoming, i) => {
    const local = locals[i];
    if (local === undefined) added.push(incoming);
    // Another local user's record with the same id is not taken over.
    else if (local.user_id !== userId || sameData(local, incoming)) counts.unchanged += 1;
    else if (incoming.updated_at > Number(local.updated_at)) replaced.push(incoming);
    else counts.unchanged += 1;
  });
  if (added.length > 0) {
    await store.bulkAdd(added);
    // The user asked for these records back: a pending delete of them must not reach the server.
    await db._tombstones.bulkDelete(added.map((row): [string, string] => [table, row.id]));
  }
  if (replaced.length > 0) await store.bulkPut(replaced);
  counts.created += added.length;
  counts.updated += replaced.length;
}

function total(perTable: ImportSummary['perTable']): ImportCounts {
  const sum = emptyCounts();
  for (const counts of Object.values(perTable)) {
    sum.created += counts.created;
    sum.updated += counts.updated;
    sum.unchanged += counts.unchanged;
  }
  return sum;
}

/**
 * Imports parsed records for `options.userId`: missing ids are added (re-owned), identical ones left
 * alone, differing ones replaced only by a copy with a later updated_at. Everything is written in one
 * transaction (in chunks for large files), so a failure leaves the database as it was. The middleware
 * stamps the bookkeeping, so imported changes are synced like any other edit.
 */
export async function importRecords(
  db: GroeipadDb,
  parsed: ParsedExportOk,
  options: ImportOptions,
): Promise<ImportSummary> {
  const plan = prepare(await loadSchemas(), parsed, options);
  const perTable: ImportSummary['perTable'] = {};
  if (plan.length === 0) return { ...emptyCounts(), perTable };
  const stores = plan.map(([table]) => db[table]);
  try {
    await db.transaction('rw', [...stores, db._tombstones], async () => {
      for (const [table, rows] of plan) {
        const counts = emptyCounts();
        for (let start = 0; start < rows.length; start += LARGE_BULK_THRESHOLD) {
          await mergeChunk(
            db,
            table,
            rows.slice(start, start + LARGE_BULK_THRESHOLD),
            options.userId,
            counts,
          );
        }
        perTable[table] = counts;
      }
    });
  } catch (error) {
    if (error instanceof StorageFullError || !isQuotaError(error)) throw error;
    reportQuotaExceeded();
    throw new StorageFullError(error);
  }
  return { ...total(perTable), perTable };
}
