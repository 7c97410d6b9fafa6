// Whether this app version can store a copy the server sent, and the note that keeps a copy aside when it cannot.
import type { tableRegistry } from '@groeipad/domain/schemas';
import type { ServerRecord } from '../protocol';
import type { ConflictNote, Row } from './types';

/**
 * The fields of a server copy this app version cannot store (top-level names, possibly none named);
 * undefined when it can. A store without a check stores every copy as it comes.
 */
export type RecordCheck = (table: string, data: Row) => string[] | undefined;

/** A type import only: the schemas stay the lazily loaded chunk of decision 008. */
type Registry = typeof tableRegistry;

/**
 * The check by the domain's table schemas, as a repository validates a write: a copy that fails it
 * would make every later local edit of the record fail. Fields the schema does not know pass (the
 * copy is stored as it came, so a newer app's extra fields are kept); a table the registry does not
 * know is not this check's to judge (the stores ignore tables that do not sync).
 */
export function registryCheck(registry: Registry): RecordCheck {
  return (table, data) => {
    if (!Object.hasOwn(registry, table)) return undefined;
    const parsed = registry[table as keyof Registry].schema.safeParse(data);
    if (parsed.success) return undefined;
    const fields = parsed.error.issues.map((issue) => String(issue.path[0] ?? ''));
    return [...new Set(fields.filter((field) => field.length > 0))].sort();
  };
}

/** The fields `check` finds invalid in a live copy; undefined for a delete or a storable copy. */
export function invalidFields(
  record: ServerRecord,
  check: RecordCheck | undefined,
): string[] | undefined {
  if (!check || record.deleted || record.data === null) return undefined;
  return check(record.table, record.data);
}

/** The note keeping a server copy aside, with the copy and its version. */
export function keptAsideNote(
  record: ServerRecord,
  fields: readonly string[],
): Omit<ConflictNote, 'at'> {
  const { table, id, version, data } = record;
  return { table, id, kind: 'kept_aside', fields: [...fields], values: data ?? {}, version };
}

/** The copies kept aside in `notes` that `check` now accepts (an app update), as pulled records to merge again. */
export function storableKeptAside(
  notes: readonly ConflictNote[],
  check: RecordCheck | undefined,
): ServerRecord[] {
  return notes.flatMap((note): ServerRecord[] => {
    const { table, id, kind, values, version } = note;
    if (kind !== 'kept_aside' || values === undefined || version === undefined) return [];
    if (check?.(table, values)) return [];
    return [{ table, id, version, deleted: false, data: structuredClone(values) }];
  });
}
