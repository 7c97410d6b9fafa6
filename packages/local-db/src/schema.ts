// The domain's table layouts as Dexie stores, the tombstone table and which tables sync. The stores Dexie opens
// with are the frozen literals of schema-history.ts; a test compares the newest of them with this derivation.
import { tableLayouts, tableNames } from '@groeipad/domain';
import type { TableName } from '@groeipad/domain';

export const TOMBSTONES_TABLE = '_tombstones';
export const V13 = 13;

/**
 * Tables whose records carry `_status`/`_changed` and leave tombstones behind (the layout's `synced`
 * flag). Wider than the sync engine's `isSyncTable`: shared content and server-owned tables are
 * tracked too, though no device pushes them (tracked-tables.test.ts pins the difference).
 */
export function isChangeTrackedTable(name: string): name is TableName {
  return Object.hasOwn(tableLayouts, name) && tableLayouts[name as TableName].synced;
}

function storeSpec(name: TableName): string {
  const indexes = tableLayouts[name].indexes.filter((index) => index !== '_status');
  return ['id', '_status', ...indexes].join(', ');
}

/**
 * The stores the registry's layouts give today: every table plus the local tombstone table. The newest
 * frozen version in schema-history.ts must equal this; a difference means a new version (decision 027).
 */
export function storesFromRegistry(): Record<string, string> {
  const stores: Record<string, string> = {};
  for (const name of tableNames) stores[name] = storeSpec(name);
  stores[TOMBSTONES_TABLE] = '[table+id], table';
  return stores;
}
