// Kysely table types of the server database; they mirror the committed migrations.
import type { ColumnType, Generated } from 'kysely';

/** One synced record of one user; `version` comes from the `change_seq` sequence on every write. */
export type RecordsTable = {
  owner_id: string;
  table_name: string;
  id: string;
  /** jsonb: written as a JSON string, read back as a parsed value. */
  data: ColumnType<unknown, string, string>;
  deleted: Generated<boolean>;
  /** bigint, defaults to the next change_seq value; read as a JS number (see parse-int8.ts). */
  version: ColumnType<number, number | bigint | undefined, number | bigint>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type Database = {
  records: RecordsTable;
};
