import { startOfDayKey } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { filterCount, filtersOf, parseSearchView, writeSearchView } from './search-params';

describe('search view in the URL', () => {
  it('reads the query and every filter', () => {
    const view = parseSearchView(
      new URLSearchParams(
        'q=rust+en+ruimte&kind=entry,task&tag=werk&mood=4&area=socialeRelaties&from=2026-01-01&to=2026-01-31',
      ),
    );
    expect(view).toEqual({
      query: 'rust en ruimte',
      kinds: ['entry', 'task'],
      tag: 'werk',
      mood: 4,
      levensgebied: 'socialeRelaties',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(filterCount(view)).toBe(6);
  });

  it('drops unknown or broken values instead of hiding results', () => {
    expect(
      parseSearchView(
        new URLSearchParams('kind=entry,note,entry&mood=9&area=maan&from=2026-02-30&to=x&tag=%20'),
      ),
    ).toEqual({ query: '', kinds: ['entry'] });
  });

  it('writes only what is set and keeps other parameters', () => {
    const params = writeSearchView(new URLSearchParams('x=1&mood=2'), {
      query: 'boek',
      kinds: ['goal'],
      from: '2026-01-01',
    });
    expect(params.toString()).toBe('x=1&q=boek&kind=goal&from=2026-01-01');
    expect(parseSearchView(params)).toEqual({ query: 'boek', kinds: ['goal'], from: '2026-01-01' });
  });

  it('turns the inclusive day range into instants, ending at the next midnight', () => {
    const filters = filtersOf(
      { query: '', kinds: [], from: '2026-03-28', to: '2026-03-29' },
      'Europe/Amsterdam',
    );
    expect(filters.from).toBe(startOfDayKey('2026-03-28', 'Europe/Amsterdam'));
    // The DST night: 29 March is 23 hours long in Amsterdam.
    expect(filters.to).toBe(startOfDayKey('2026-03-30', 'Europe/Amsterdam'));
    expect((filters.to ?? 0) - (filters.from ?? 0)).toBe(47 * 3_600_000);
  });
});
