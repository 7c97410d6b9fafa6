// The shape of one entry in the table registry: the single source of schema, type and Dexie indexes.
import type { z } from 'zod';
import { bytesOverLimit, MAX_RECORD_JSON_BYTES } from './record-size';

export type TableDefinition<S extends z.ZodObject = z.ZodObject> = {
  /** zod schema of a full record, base fields included. */
  schema: S;
  /**
   * Secondary indexes in Dexie syntax, without the primary key `id`:
   * 'user_id', '[mbti_type+kind+order_idx]' (compound), '&email' (unique), '*tags' (multi-entry).
   */
  indexes: readonly string[];
  /** Whether records of this table are synced to the server (false for purely local bookkeeping). */
  synced: boolean;
};

/** Where and how a table is stored, without its schema (zod-free, so opening the database stays light). */
export type TableLayout = Omit<TableDefinition, 'schema'>;

export function tableLayout(indexes: readonly string[], synced = true): TableLayout {
  return { indexes, synced };
}

/** Marks the issue of a record over MAX_RECORD_JSON_BYTES, so sync can answer it as too large. */
export const RECORD_TOO_LARGE = 'record_too_large';

/**
 * A table's entry. Its schema also refuses a record whose JSON is over MAX_RECORD_JSON_BYTES: field
 * limits alone cannot promise that (a record has many text fields), and a record that is too large
 * to sync must be refused when it is written, not stay stuck in the push queue for ever.
 */
export function defineTable<S extends z.ZodObject>(
  schema: S,
  layout: TableLayout,
): TableDefinition<S> {
  const bounded = schema.check((ctx) => {
    const bytes = bytesOverLimit(ctx.value);
    if (bytes === undefined) return;
    ctx.issues.push({
      code: 'custom',
      input: ctx.value,
      params: { reason: RECORD_TOO_LARGE },
      message: `the record is ${bytes} bytes of JSON; at most ${MAX_RECORD_JSON_BYTES} fit`,
    });
  });
  return { schema: bounded, ...layout };
}

/** The fields an index covers: 'user_id' -> [user_id], '&[a+b]' -> [a, b]; prefixes &, *, ++ dropped. */
export function indexFieldNames(index: string): string[] {
  const bare = index.replace(/^(\+\+|&|\*)/, '');
  return bare.startsWith('[') && bare.endsWith(']') ? bare.slice(1, -1).split('+') : [bare];
}
