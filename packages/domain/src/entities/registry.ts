// The table registry: every local table of SPEC.md section 3 with its schema and indexes (schema version 14).
import type { z } from 'zod';
import { personalTables } from './registry-personal';
import { platformTables } from './registry-platform';

export const SCHEMA_VERSION = 14;

export const tableRegistry = { ...personalTables, ...platformTables } as const;

export type TableName = keyof typeof tableRegistry;
export type EntityOf<T extends TableName> = z.infer<(typeof tableRegistry)[T]['schema']>;
export const tableNames = Object.keys(tableRegistry) as TableName[];
