import { tableNames, type TableName } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { matchesTableSearch, tableCountRows, totalRecords } from './table-rows';

function counts(filled: Partial<Record<TableName, number>>): Record<TableName, number> {
  return Object.fromEntries(tableNames.map((name) => [name, filled[name] ?? 0])) as Record<
    TableName,
    number
  >;
}

describe('tableCountRows', () => {
  it('has one row for every one of the 66 tables of the registry', () => {
    const rows = tableCountRows(counts({}));
    expect(rows).toHaveLength(66);
    expect(rows.map((row) => row.table).sort()).toEqual([...tableNames].sort());
  });

  it('puts non-empty tables first, most records first, ties and empty tables by name', () => {
    const filled = ['journal_entries', 'mood_tracking', 'users'];
    const firstEmpty = tableNames.filter((n) => !filled.includes(n)).sort()[0];
    const rows = tableCountRows(counts({ mood_tracking: 3, journal_entries: 7, users: 3 }));
    expect(rows.slice(0, 4)).toEqual([
      { table: 'journal_entries', count: 7 },
      { table: 'mood_tracking', count: 3 },
      { table: 'users', count: 3 },
      { table: firstEmpty, count: 0 },
    ]);
    expect(rows.slice(3).every((row) => row.count === 0)).toBe(true);
  });

  it('sorts A-Z by name on request, whatever the counts', () => {
    const rows = tableCountRows(counts({ users: 9 }), '', 'name');
    expect(rows.map((row) => row.table)).toEqual(
      [...tableNames].sort((a, b) => a.localeCompare(b, 'en')),
    );
  });

  it('filters by name, case-insensitive, with spaces standing for underscores', () => {
    expect(tableCountRows(counts({}), 'Mood Tracking').map((row) => row.table)).toEqual([
      'mood_tracking',
    ]);
    expect(tableCountRows(counts({}), 'no-such-table-here')).toEqual([]);
  });
});

describe('matchesTableSearch', () => {
  it('matches everything for an empty or blank search', () => {
    expect(matchesTableSearch('journal_entries', '')).toBe(true);
    expect(matchesTableSearch('journal_entries', '   ')).toBe(true);
  });

  it('matches a part of the name only', () => {
    expect(matchesTableSearch('journal_entries', 'entr')).toBe(true);
    expect(matchesTableSearch('journal_entries', 'mood')).toBe(false);
  });
});

describe('totalRecords', () => {
  it('adds up every table', () => {
    expect(totalRecords(counts({ users: 1, mood_tracking: 4 }))).toBe(5);
    expect(totalRecords(counts({}))).toBe(0);
  });
});
