// Shared pieces of the sample records: their types, a fixed clock and the base fields.
import type { z } from 'zod';
import type { tableRegistry } from '../entities/registry';
import type { TableName } from '../entities/layout';

/** Input shape of a record of table T. */
export type SampleOf<T extends TableName> = z.input<(typeof tableRegistry)[T]['schema']>;
export type SampleMap = { [T in TableName]: SampleOf<T> };

/** A fixed moment (2023-11-14T22:13:20Z), so samples never depend on the clock. */
export const SAMPLE_NOW = 1_700_000_000_000;

/** Base fields of a sample record. */
export function sampleBase(id: string) {
  return { id, created_at: SAMPLE_NOW, updated_at: SAMPLE_NOW, created_by: 'user-1' };
}
