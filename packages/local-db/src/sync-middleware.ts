// DBCore middleware: every write to a synced table gets its sync bookkeeping, and every delete leaves a tombstone.
import type {
  DBCore,
  DBCoreMutateRequest,
  DBCoreMutateResponse,
  DBCoreTable,
  DBCoreTransaction,
  Middleware,
} from 'dexie';
import { isBypassed } from './bypass';
import { withNextBookkeeping, withoutBookkeeping } from './bookkeeping';
import { isQuotaError, StorageFullError } from './errors';
import { isChangeTrackedTable, TOMBSTONES_TABLE } from './schema';
import type { Tombstone } from './types';

type Row = Record<string, unknown>;

export type SyncMiddlewareOptions = {
  now: () => number;
  /** Told about every quota failure so the storage status can say so. */
  onQuotaExceeded: (error: unknown) => void;
};

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null;
}

function tombstonesFor(table: string, rows: unknown[], deletedAt: number): Tombstone[] {
  return rows.filter(isRow).map((record) => ({
    table,
    id: String(record.id),
    record,
    deleted_at: deletedAt,
    _status: 'deleted' as const,
  }));
}

async function withBookkeeping(
  core: DBCore,
  table: DBCoreTable,
  req: DBCoreMutateRequest,
  now: () => number,
): Promise<DBCoreMutateResponse> {
  const trans = req.trans;
  const tombstoneStore = core.table(TOMBSTONES_TABLE);
  switch (req.type) {
    case 'add': {
      // A new record has no server copy yet, whatever the caller claims.
      const values = req.values.map((value: Row) => ({
        ...withoutBookkeeping(value),
        _status: 'created',
        _changed: [],
      }));
      return table.mutate({ ...req, values });
    }
    case 'put': {
      const extractKey = table.schema.primaryKey.extractKey;
      const keys: unknown[] =
        req.keys ?? req.values.map((value: Row): unknown => extractKey?.(value));
      const before: unknown[] = await table.getMany({ trans, keys });
      const values = req.values.map((value: Row, i) => {
        const previous = before[i];
        return withNextBookkeeping(isRow(previous) ? previous : undefined, value);
      });
      return table.mutate({ ...req, values });
    }
    case 'delete': {
      const before: unknown[] = await table.getMany({ trans, keys: req.keys });
      const values = tombstonesFor(table.name, before, now());
      if (values.length > 0) await tombstoneStore.mutate({ type: 'put', trans, values });
      return table.mutate(req);
    }
    case 'deleteRange': {
      const query = { index: table.schema.primaryKey, range: req.range };
      const found = await table.query({ trans, values: true, query });
      const values = tombstonesFor(table.name, found.result, now());
      if (values.length > 0) await tombstoneStore.mutate({ type: 'put', trans, values });
      return table.mutate(req);
    }
  }
}

function quotaAware(
  mutate: (req: DBCoreMutateRequest) => Promise<DBCoreMutateResponse>,
  onQuota: (error: unknown) => void,
): (req: DBCoreMutateRequest) => Promise<DBCoreMutateResponse> {
  return async (req) => {
    let response: DBCoreMutateResponse;
    try {
      response = await mutate(req);
    } catch (error) {
      if (!isQuotaError(error)) throw error;
      onQuota(error);
      throw new StorageFullError(error);
    }
    const quotaFailures = Object.entries(response.failures).filter(([, e]) => isQuotaError(e));
    if (quotaFailures.length === 0) return response;
    onQuota(quotaFailures[0]?.[1]);
    const failures = { ...response.failures };
    for (const [index, error] of quotaFailures)
      failures[Number(index)] = new StorageFullError(error);
    return { ...response, failures };
  };
}

function watchQuota(trans: DBCoreTransaction, onQuota: (error: unknown) => void): void {
  // Below us the DBCore transaction is the IDBTransaction; quota errors often surface only at commit.
  if (!(trans instanceof EventTarget)) return;
  trans.addEventListener('abort', () => {
    const error = (trans as Partial<IDBTransaction>).error;
    if (isQuotaError(error)) onQuota(error);
  });
}

export function syncMiddleware(options: SyncMiddlewareOptions): Middleware<DBCore> {
  const { now, onQuotaExceeded } = options;
  return {
    stack: 'dbcore',
    name: 'GroeipadSyncBookkeeping',
    level: 10,
    create: (down) => ({
      ...down,
      transaction(stores, mode, txOptions) {
        // A delete must write its tombstone in the same transaction, so every write scope includes it.
        const needsTombstones =
          mode === 'readwrite' &&
          stores.some(isChangeTrackedTable) &&
          !stores.includes(TOMBSTONES_TABLE);
        const scope = needsTombstones ? [...stores, TOMBSTONES_TABLE] : stores;
        const trans = down.transaction(scope, mode, txOptions);
        if (mode === 'readwrite') watchQuota(trans, onQuotaExceeded);
        return trans;
      },
      table(name) {
        const table = down.table(name);
        const mutate: typeof table.mutate = isChangeTrackedTable(name)
          ? (req) =>
              isBypassed(req.trans) ? table.mutate(req) : withBookkeeping(down, table, req, now)
          : (req) => table.mutate(req);
        return { ...table, mutate: quotaAware(mutate, onQuotaExceeded) };
      },
    }),
  };
}
