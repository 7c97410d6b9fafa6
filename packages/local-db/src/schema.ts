// Dexie store definitions for schema versions 13 and 14, derived from the domain's table layouts (never hand-listed).
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

/** Version 14: every registry table plus the local tombstone table. */
export function storesV14(): Record<string, string> {
  const stores: Record<string, string> = {};
  for (const name of tableNames) stores[name] = storeSpec(name);
  stores[TOMBSTONES_TABLE] = '[table+id], table';
  return stores;
}

/** Version 14 added the MET2.4 tables; version 13 already had every other table. */
export function isV14Only(name: string): boolean {
  return name.startsWith('met24_');
}

/**
 * Version 13: no MET2.4 tables, no tombstone table (deleted records stayed in their table with
 * `_status: 'deleted'`), and `tags` fields held comma-separated text instead of a JSON list.
 */
export function storesV13(): Record<string, string> {
  const stores: Record<string, string> = {};
  for (const name of tableNames) if (!isV14Only(name)) stores[name] = storeSpec(name);
  return stores;
}
