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

/** Field names as stored (they are the record's own field names), joined for the sentence. */
export function conflictDetail(note: StoredConflict): ConflictDetail {
  if (note.kind === 'rejected') {
    return { key: 'rejected', reason: isRejectReason(note.reason) ? note.reason : 'unknown' };
  }
  if (note.kind === 'merged') return detailOf('merged', 'mergedAll', note.fields);
  if (note.kind === 'kept_aside') return detailOf('kept_aside', 'keptAsideAll', note.fields);
  // Notes from before values were kept say only what was lost.
  if (isRestorable(note)) return detailOf('deletedKept', 'deletedKeptAll', note.fields);
  return detailOf('deleted_remotely', 'deletedAll', note.fields);
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
