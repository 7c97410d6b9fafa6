// Committed writes of some tables of one database (this tab's or another tab's): whether a change set
// touches a table, and a subscription for background work that follows the member's records without a
// screen (screens use live reads instead). No React here, so a lazy background module stays small.
import { Dexie } from 'dexie';
import type { TableName } from '@groeipad/domain';
import type { GroeipadDb } from './types';

/** Whether a storagemutated change set touches `table` of `db` (keys look like 'idb://db/table/index'). */
export function touchesTable(
  parts: Record<string, unknown>,
  dbName: string,
  table: string,
): boolean {
  const prefix = `idb://${dbName}/${table}/`;
  return Object.keys(parts).some((key) => key.startsWith(prefix));
}

/** Calls `listener` after each committed transaction that wrote one of `tables`; returns the unsubscribe. */
export function onTablesWritten(
  db: GroeipadDb,
  tables: readonly TableName[],
  listener: () => void,
): () => void {
  const onChange = (parts: Record<string, unknown>) => {
    if (tables.some((table) => touchesTable(parts, db.name, table))) listener();
  };
  Dexie.on('storagemutated', onChange);
  return () => Dexie.on.storagemutated.unsubscribe(onChange);
}
