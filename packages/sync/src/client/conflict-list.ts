// Which conflict notes a device keeps: each once, one copy per record and kind, kept-aside copies dropped once settled, the rest capped.
import type { ConflictNote } from './types';

/** At most this many notes without values are kept; older ones drop off. */
export const MAX_STORED_CONFLICTS = 200;

/** A record the rules settled at `version` (stored, or found older than the device's copy). */
export type SettledRecord = { table: string; id: string; version: number };

function sameRecord(a: { table: string; id: string }, b: { table: string; id: string }): boolean {
  return a.table === b.table && a.id === b.id;
}

/** A note holding a copy of the user's data: it may only go when the user says so or it is settled. */
function holdsValues(note: ConflictNote): boolean {
  return note.values !== undefined;
}

function isSettled(note: ConflictNote, settled: readonly SettledRecord[]): boolean {
  if (note.kind !== 'kept_aside') return false;
  return settled.some(
    (record) => sameRecord(record, note) && record.version >= (note.version ?? 0),
  );
}

/**
 * The notes to keep after `added` (in order, oldest first). A note already stored (same `identity`)
 * is not added twice. A note with values replaces an older one of the same record and kind, so a
 * record keeps one copy aside, its newest. A kept-aside copy goes once its record is settled at its
 * version or later: a later copy was stored (or the kept one itself, after an app update). Notes
 * without values are capped at MAX_STORED_CONFLICTS, oldest dropped first; notes with values are
 * not, as they hold the user's words (one per record at most).
 */
export function keptConflicts<T extends ConflictNote>(
  stored: readonly T[],
  added: readonly T[],
  settled: readonly SettledRecord[],
  identity: (note: T) => string,
): T[] {
  let list = [...stored];
  const seen = new Set(list.map(identity));
  for (const note of added) {
    if (seen.has(identity(note))) continue;
    seen.add(identity(note));
    if (holdsValues(note)) {
      list = list.filter(
        (kept) => !(holdsValues(kept) && kept.kind === note.kind && sameRecord(kept, note)),
      );
    }
    list.push(note);
  }
  list = list.filter((note) => !isSettled(note, settled));
  const plain = list.filter((note) => !holdsValues(note));
  const dropped = new Set(plain.slice(0, Math.max(0, plain.length - MAX_STORED_CONFLICTS)));
  return dropped.size === 0 ? list : list.filter((note) => !dropped.has(note));
}
