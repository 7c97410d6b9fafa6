// A subscription to committed writes of some tables of one database (this tab's or another tab's), for
// background work that follows the member's records without a screen; screens use live reads instead.
import { Dexie } from 'dexie';
import type { TableName } from '@groeipad/domain';
import { touchesTable } from './hooks';
import type { GroeipadDb } from './types';

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
