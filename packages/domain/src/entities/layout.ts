// Every local table's Dexie layout (indexes, synced) as plain data: the database opens without loading zod.
import { personalLayout } from './layout-personal';
import { platformLayout } from './layout-platform';

export const SCHEMA_VERSION = 14;

export const tableLayouts = { ...personalLayout, ...platformLayout } as const;

export type TableName = keyof typeof tableLayouts;
export const tableNames = Object.keys(tableLayouts) as TableName[];
