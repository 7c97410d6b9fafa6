// The zod table schemas, loaded on demand: the database opens from the zod-free table layouts, so the
// first screen does not wait for the schema code; openGroeipadDb loads it in parallel before any write.
import type { tableRegistry } from '@groeipad/domain/schemas';

export type SchemaRegistry = typeof tableRegistry;

let loaded: SchemaRegistry | undefined;
let loading: Promise<SchemaRegistry> | undefined;

export function loadSchemas(): Promise<SchemaRegistry> {
  loading ??= import('@groeipad/domain/schemas').then((module) => {
    loaded = module.tableRegistry;
    return loaded;
  });
  return loading;
}

/** The schemas if already loaded; repositories then validate without awaiting (safe inside transactions). */
export function loadedSchemas(): SchemaRegistry | undefined {
  return loaded;
}
