// The shape of one entry in the table registry: the single source of schema, type and Dexie indexes.
import type { z } from 'zod';

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

export function defineTable<S extends z.ZodObject>(
  schema: S,
  layout: TableLayout,
): TableDefinition<S> {
  return { schema, ...layout };
}

/** The fields an index covers: 'user_id' -> [user_id], '&[a+b]' -> [a, b]; prefixes &, *, ++ dropped. */
export function indexFieldNames(index: string): string[] {
  const bare = index.replace(/^(\+\+|&|\*)/, '');
  return bare.startsWith('[') && bare.endsWith(']') ? bare.slice(1, -1).split('+') : [bare];
}
