// How a stored conflict reads: which text explains it, with which values (fields, the server's reason).
import { REJECT_REASONS, type RejectReason } from '@groeipad/sync';
import type { StoredConflict } from '@groeipad/local-db';

export type ConflictDetail =
  | { key: 'merged' | 'deleted_remotely'; fields: string }
  | { key: 'mergedAll' | 'deletedAll' }
  | { key: 'rejected'; reason: RejectReason | 'unknown' };

function isRejectReason(value: string | undefined): value is RejectReason {
  return (REJECT_REASONS as readonly (string | undefined)[]).includes(value);
}

/** Field names as stored (they are the record's own field names), joined for the sentence. */
export function conflictDetail(note: StoredConflict): ConflictDetail {
  if (note.kind === 'rejected') {
    return { key: 'rejected', reason: isRejectReason(note.reason) ? note.reason : 'unknown' };
  }
  if (note.fields.length === 0) {
    return { key: note.kind === 'merged' ? 'mergedAll' : 'deletedAll' };
  }
  return { key: note.kind, fields: note.fields.join(', ') };
}

/** Newest first: the conflict the user just met is on top. */
export function sortConflicts(notes: readonly StoredConflict[]): StoredConflict[] {
  return [...notes].sort((a, b) => b.at - a.at || a.key.localeCompare(b.key));
}
