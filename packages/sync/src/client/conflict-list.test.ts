import { describe, expect, it } from 'vitest';
import { MAX_STORED_CONFLICTS, keptConflicts } from './conflict-list';
import type { ConflictNote } from './types';

const identity = (note: ConflictNote) => JSON.stringify(note);

function note(id: string, at: number, extra: Partial<ConflictNote> = {}): ConflictNote {
  return { table: 'tasks', id, kind: 'merged', fields: ['title'], at, ...extra };
}

const kept = (id: string, version: number, at = 1) =>
  note(id, at, { kind: 'kept_aside', values: { v: version }, version });

describe('keptConflicts', () => {
  it('adds each note once', () => {
    const a = note('t1', 1);
    expect(keptConflicts([a], [a, note('t2', 2)], [], identity)).toEqual([a, note('t2', 2)]);
  });

  it('keeps one copy per record and kind: the newest note replaces the older one', () => {
    const lost = note('t1', 1, { kind: 'deleted_remotely', values: { title: 'Oud' } });
    const later = note('t1', 2, { kind: 'deleted_remotely', values: { title: 'Nieuw' } });
    expect(keptConflicts([lost, kept('t1', 3)], [later], [], identity)).toEqual([
      kept('t1', 3),
      later,
    ]);
  });

  it('drops a kept-aside copy once its record is settled at its version or later', () => {
    const stored = [kept('t1', 3), kept('t2', 5)];
    const settled = [
      { table: 'tasks', id: 't1', version: 4 },
      { table: 'tasks', id: 't2', version: 4 },
    ];
    expect(keptConflicts(stored, [], settled, identity)).toEqual([kept('t2', 5)]);
  });

  it('caps notes without values, oldest first, and never drops one with values', () => {
    const lost = note('lost', 0, { kind: 'deleted_remotely', values: { title: 'Mijn tekst' } });
    const plain = Array.from({ length: MAX_STORED_CONFLICTS + 5 }, (_, i) => note(`t${i}`, i + 1));
    const list = keptConflicts([lost], plain, [], identity);
    expect(list).toHaveLength(MAX_STORED_CONFLICTS + 1);
    expect(list[0]).toEqual(lost);
    expect(list[1]).toEqual(plain[5]);
  });
});
