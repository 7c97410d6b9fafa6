// Test support: a Dexie middleware that makes every write to one table fail on demand, as a broken disk would.
import type { DBCore, Middleware } from 'dexie';

/** Switch `failing` on and every write to the chosen table fails. */
export type WriteSwitch = { failing: boolean };

/** Fails writes (adds, puts, deletes) to `tableName` while `control.failing` is on; reads are untouched. */
export function failingWrites(tableName: string, control: WriteSwitch): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    level: 5,
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        if (name !== tableName) return table;
        return {
          ...table,
          mutate: (request) =>
            control.failing
              ? Promise.reject(new DOMException('The disk broke', 'UnknownError'))
              : table.mutate(request),
        };
      },
    }),
  };
}
