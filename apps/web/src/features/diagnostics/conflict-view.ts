// How a stored conflict reads: which text explains it, with which values (fields, the server's reason), and what can be done.
import { REJECT_REASONS, type RejectReason } from '@groeipad/sync';
import { isRestorable, UNDECRYPTABLE, type StoredConflict } from '@groeipad/local-db';

type WithFields = 'merged' | 'deleted_remotely' | 'deletedKept' | 'kept_aside';
type WithoutFields = 'mergedAll' | 'deletedAll' | 'deletedKeptAll' | 'keptAsideAll';

export type ConflictDetail =
  | { key: WithFields; fields: string }
  | { key: WithoutFields }
  | { key: 'rejected'; reason: RejectReason | 'unknown' };

/** What the user can do with a conflict besides marking it seen. */
export type ConflictAction = 'retry' | 'restore';

function isRejectReason(value: string | undefined): value is RejectReason {
  return (REJECT_REASONS as readonly (string | undefined)[]).includes(value);
}

function detailOf(
  named: WithFields,
  all: WithoutFields,
  fields: readonly string[],
): ConflictDetail {
  return fields.length === 0 ? { key: all } : { key: named, fields: fields.join(', ') };
}

/**
 * Field names as stored (they are the record's own field names), joined for the sentence: only in the
 * technical details (`named`). The main view says it without them, as they mean nothing to a user.
 */
export function conflictDetail(note: StoredConflict, named = true): ConflictDetail {
  if (note.kind === 'rejected') {
    return { key: 'rejected', reason: isRejectReason(note.reason) ? note.reason : 'unknown' };
  }
  const fields = named ? note.fields : [];
  if (note.kind === 'merged') return detailOf('merged', 'mergedAll', fields);
  if (note.kind === 'kept_aside') return detailOf('kept_aside', 'keptAsideAll', fields);
  // Notes from before values were kept say only what was lost.
  if (isRestorable(note)) return detailOf('deletedKept', 'deletedKeptAll', fields);
  return detailOf('deleted_remotely', 'deletedAll', fields);
}

/** A record's own words to tell it apart from others of its kind (a task's title), at most 40 characters. */
export function conflictRecordLabel(note: StoredConflict): string | undefined {
  const values = note.values ?? {};
  for (const field of ['title', 'name', 'content', 'text', 'message']) {
    const value = values[field];
    if (typeof value === 'string' && value.trim() !== '') {
      const text = value.trim().replace(/\s+/g, ' ');
      return text.length > 40 ? `${text.slice(0, 39)}…` : text;
    }
  }
  return undefined;
}

/**
 * A refusal can be sent again (not a copy this device could not decrypt: sending changes nothing
 * there); an edit a delete beat can be restored when its copy was kept.
 */
export function conflictAction(note: StoredConflict): ConflictAction | undefined {
  if (note.kind === 'rejected' && note.reason !== UNDECRYPTABLE) return 'retry';
  return isRestorable(note) ? 'restore' : undefined;
}

/** A kept-aside copy is this device's only copy of the record: it goes by itself, never as "seen". */
export function canMarkSeen(note: StoredConflict): boolean {
  return note.kind !== 'kept_aside';
}

/** Newest first: the conflict the user just met is on top. */
export function sortConflicts(notes: readonly StoredConflict[]): StoredConflict[] {
  return [...notes].sort((a, b) => b.at - a.at || a.key.localeCompare(b.key));
}
