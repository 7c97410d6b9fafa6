// The table registry: every local table of SPEC.md section 3 with its schema and layout (schema version 14).
import type { z } from 'zod';
import type { TableDefinition } from './registry-types';
import type { TableName } from './layout';
import { personalTables } from './registry-personal';
import { platformTables } from './registry-platform';

export const tableRegistry = { ...personalTables, ...platformTables } as const satisfies Record<
  TableName,
  TableDefinition
>;

export type EntityOf<T extends TableName> = z.infer<(typeof tableRegistry)[T]['schema']>;
