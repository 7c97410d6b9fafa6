// Fields every local table carries, and the schema builders the entity modules share.
import { z } from 'zod';

/** Numeric timestamp in milliseconds since the epoch. */
export const timestamp = z.number().int().nonnegative();

/** Fields on every record of every table (SPEC.md section 3). `id` is a client-made UUID. */
export const baseFields = {
  id: z.string().min(1).max(200),
  created_at: timestamp,
  updated_at: timestamp,
  created_by: z.string().max(200),
  metadata: z.string().max(100_000).optional(),
};

export const baseRecordSchema = z.object(baseFields);
export type BaseRecord = z.infer<typeof baseRecordSchema>;

/** Builds a table schema: the base fields plus the table's own. */
export function entity<S extends z.ZodRawShape>(shape: S) {
  return z.object({ ...baseFields, ...shape });
}
