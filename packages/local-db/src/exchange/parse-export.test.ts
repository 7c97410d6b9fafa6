import { describe, expect, it } from 'vitest';
import { T0 } from '../testing/database';
import { exportFile, settingsExportFile } from '../testing/export-files';
import { MAX_IMPORT_RECORDS, MAX_IMPORT_TEXT_LENGTH } from './format';
import type { ImportErrorCode } from './format';
import { parseExportFile } from './parse-export';

const stamps = { created_at: T0, updated_at: T0, created_by: 'user-1' };
const mood = (id: string, rating = 3) => ({
  id,
  user_id: 'user-1',
  mood_rating: rating,
  timestamp: T0,
  ...stamps,
});
const task = (id: string) => ({
  id,
  user_id: 'user-1',
  title: 'Lezen',
  completed: false,
  priority: 'low',
  ...stamps,
});

describe('parseExportFile', () => {
  it('reads a valid file: records without bookkeeping or unknown fields, with counts', async () => {
    const text = exportFile(
      {
        mood_tracking: [{ ...mood('m1'), _status: 'synced', _changed: [] }, mood('m2', 5)],
        tasks: [{ ...task('t1'), stray: 'weg' }],
        daily_goals: [],
      },
      T0 + 5,
    );
    const parsed = await parseExportFile(text);
    expect(parsed).toEqual({
      ok: true,
      exportedAt: T0 + 5,
      tables: { mood_tracking: [mood('m1'), mood('m2', 5)], tasks: [task('t1')], daily_goals: [] },
      counts: { mood_tracking: 2, tasks: 1, daily_goals: 0 },
      skippedTables: [],
    });
  });

  it("accepts settings' full export, skipping its non-importable tables", async () => {
    const user = { id: 'user-1', name: 'Anna', mbti_type: 'INFJ', ...stamps };
    const text = settingsExportFile({
      tasks: [{ ...task('t1'), _status: 'created', _changed: [] }],
      users: [user],
    });
    const parsed = await parseExportFile(text);
    expect(parsed).toMatchObject({ ok: true, exportedAt: T0, skippedTables: ['users'] });
    if (!parsed.ok) throw new Error('expected ok');
    expect(parsed.tables.tasks).toEqual([task('t1')]);
    expect(parsed.tables.users).toBeUndefined();
    expect(parsed.counts.journal_entries).toBe(0);
  });

  const bad: [ImportErrorCode, string, object?][] = [
    ['empty', '  \n '],
    ['notJson', '{"format": "groeipad-export",'],
    ['notGroeipad', '[1, 2]'],
    ['notGroeipad', JSON.stringify({ format: 'other', version: 1, exported_at: T0, tables: {} })],
    ['notGroeipad', JSON.stringify({ format: 'groeipad-export', version: 1, tables: {} })],
    [
      'notGroeipad',
      JSON.stringify({ format: 'groeipad-export', version: 1, exported_at: T0, tables: [] }),
    ],
    [
      'unsupportedVersion',
      JSON.stringify({ format: 'groeipad-export', version: 2, exported_at: T0, tables: {} }),
    ],
    ['unknownTable', exportFile({ users: [] }), { table: 'users' }],
    ['unknownTable', exportFile({ moods: [] }), { table: 'moods' }],
    [
      'unknownTable',
      settingsExportFile({}).replace('"tasks":', '"todo":[],"tasks":'),
      { table: 'todo' },
    ],
    [
      'invalidRecord',
      exportFile({}).replace(
        '"tables":{}',
        `"tables":{"tasks":{"t1":${JSON.stringify(task('t1'))}}}`,
      ),
      { table: 'tasks', detail: 'not a list' },
    ],
    ['invalidRecord', exportFile({ tasks: [task('t1'), 'taak'] }), { table: 'tasks', index: 1 }],
    [
      'invalidRecord',
      exportFile({ mood_tracking: [mood('m1'), mood('m2', 9)] }),
      { table: 'mood_tracking', index: 1 },
    ],
    ['invalidRecord', exportFile({ tasks: [{ ...task('t1'), user_id: undefined }] }), { index: 0 }],
    [
      'duplicateId',
      exportFile({ tasks: [task('t1'), task('t2'), task('t1')] }),
      { index: 2, detail: 't1' },
    ],
  ];

  it.each(bad)('refuses with %s', async (code, text, extra = {}) => {
    expect(await parseExportFile(text)).toMatchObject({ ok: false, error: code, ...extra });
  });

  it('refuses too large files and too many records as tooLarge', async () => {
    const huge = ' '.repeat(MAX_IMPORT_TEXT_LENGTH + 1);
    expect(await parseExportFile(huge)).toMatchObject({ ok: false, error: 'tooLarge' });
    const many = exportFile({
      mood_tracking: Array.from({ length: MAX_IMPORT_RECORDS + 1 }, () => 0),
    });
    expect(await parseExportFile(many)).toMatchObject({ ok: false, error: 'tooLarge' });
  });
});
