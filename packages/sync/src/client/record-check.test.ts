import { tableRegistry } from '@groeipad/domain/schemas';
import { describe, expect, it } from 'vitest';
import { sampleRecord } from '../testing/sample-records';
import { registryCheck, storableKeptAside } from './record-check';
import type { ConflictNote } from './types';

const check = registryCheck(tableRegistry);

describe('registryCheck', () => {
  it('accepts a valid record, extra fields of a newer app included', () => {
    expect(check('tasks', { ...sampleRecord('tasks', 't1'), mood_link: 'later' })).toBeUndefined();
  });

  it('names the top-level fields the table schema refuses', () => {
    const record = { ...sampleRecord('tasks', 't1'), priority: 'urgent', completed: 'ja' };
    expect(check('tasks', record)).toEqual(['completed', 'priority']);
  });

  it('leaves tables it does not know alone', () => {
    expect(check('not_a_table', {})).toBeUndefined();
  });
});

describe('storableKeptAside', () => {
  const note = (values: Record<string, unknown>): ConflictNote => ({
    table: 'tasks',
    id: 't1',
    kind: 'kept_aside',
    fields: ['priority'],
    values,
    version: 4,
    at: 1,
  });

  it('gives the kept copies the check now accepts, as pulled records', () => {
    const valid = sampleRecord('tasks', 't1');
    const notes = [note({ ...valid, priority: 'urgent' }), note(valid)];
    expect(storableKeptAside(notes, check)).toEqual([
      { table: 'tasks', id: 't1', version: 4, deleted: false, data: valid },
    ]);
  });

  it('ignores notes of other kinds', () => {
    const lost: ConflictNote = { ...note(sampleRecord('tasks', 't1')), kind: 'deleted_remotely' };
    expect(storableKeptAside([lost], check)).toEqual([]);
  });
});
