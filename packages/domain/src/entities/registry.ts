// The table registry: every local table of SPEC.md section 3 with its schema and indexes (schema version 14).
import type { z } from 'zod';
import { defineTable } from './registry-types';
import { taskSchema } from './core';

export const SCHEMA_VERSION = 14;

export const tableRegistry = {
  tasks: defineTable(taskSchema, ['user_id', 'due_date']),
} as const;

export type TableName = keyof typeof tableRegistry;
export type EntityOf<T extends TableName> = z.infer<(typeof tableRegistry)[T]['schema']>;
export const tableNames = Object.keys(tableRegistry) as TableName[];
