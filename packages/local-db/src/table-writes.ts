// Committed writes of some tables of one database (this tab's or another tab's): a subscription for
// background work that follows the member's records without a screen (screens use live reads instead).
// It keeps its own copy of hooks.ts's `touchesTable` test on purpose: a module shared by the first route and
// this lazy one becomes a chunk of its own in the first route, and importing hooks.ts pulls React into one.
import { Dexie } from 'dexie';
import type { TableName } from '@groeipad/domain';
import type { GroeipadDb } from './types';

/** The storagemutated keys of a table look like 'idb://db/table/index' (as `touchesTable` in hooks.ts). */
function writesTo(parts: Record<string, unknown>, dbName: string, table: string): boolean {
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
    if (tables.some((table) => writesTo(parts, db.name, table))) listener();
  };
  Dexie.on('storagemutated', onChange);
  return () => Dexie.on.storagemutated.unsubscribe(onChange);
}
