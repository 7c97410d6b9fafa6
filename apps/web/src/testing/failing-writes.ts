// Test support: Dexie middlewares that make every write to, or read from, one table fail on demand, as a broken disk would.
import type { DBCore, DBCoreTable, Middleware } from 'dexie';

/** Switch `failing` on and every write (or read) of the chosen table fails. */
export type WriteSwitch = { failing: boolean };

const broken = () => Promise.reject(new DOMException('The disk broke', 'UnknownError'));

/** A middleware that replaces some operations of one table and leaves every other table alone. */
function onTable(
  tableName: string,
  override: (table: DBCoreTable) => Partial<DBCoreTable>,
): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    level: 5,
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        return name === tableName ? { ...table, ...override(table) } : table;
      },
    }),
  };
}

/** Fails writes (adds, puts, deletes) to `tableName` while `control.failing` is on; reads are untouched. */
export function failingWrites(tableName: string, control: WriteSwitch): Middleware<DBCore> {
  return onTable(tableName, (table) => ({
    mutate: (request) => (control.failing ? broken() : table.mutate(request)),
  }));
}

/** Fails reads (queries, gets, cursors) of `tableName` while `control.failing` is on; writes are untouched. */
export function failingReads(tableName: string, control: WriteSwitch): Middleware<DBCore> {
  return onTable(tableName, (table) => ({
    query: (request) => (control.failing ? broken() : table.query(request)),
    get: (request) => (control.failing ? broken() : table.get(request)),
    getMany: (request) => (control.failing ? broken() : table.getMany(request)),
    openCursor: (request) => (control.failing ? broken() : table.openCursor(request)),
  }));
}
