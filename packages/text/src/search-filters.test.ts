import { beforeEach, describe, expect, it } from 'vitest';
import { createSearchIndex } from './search-index';
import type { SearchIndex } from './search-types';
import { day, doc } from './testing/search-docs';

const ids = (hits: { id: string }[]) => hits.map((h) => h.id);

describe('filters on search and list', () => {
  let index: SearchIndex;

  beforeEach(async () => {
    index = await createSearchIndex('nl');
    index.addAll([
      doc('e1', {
        text: 'Rustig gewandeld',
        tags: ['Buiten', 'rust'],
        mood: 4,
        levensgebied: 'gezondheid',
        date: day(1),
      }),
      doc('e2', { text: 'Druk gewandeld', tags: ['werk'], mood: 2, date: day(2) }),
      doc('g1', {
        kind: 'goal',
        title: 'Elke dag wandelen',
        tags: ['buiten'],
        levensgebied: 'gezondheid',
        date: day(3),
      }),
      doc('t1', {
        kind: 'task',
        title: 'Wandelschoenen kopen',
        levensgebied: 'geld',
        date: day(4),
      }),
    ]);
  });

  it('filters by kind; an empty kinds list means all kinds', () => {
    expect(ids(index.search('wandel', { kinds: ['goal', 'task'] })).sort()).toEqual(['g1', 't1']);
    expect(ids(index.list({ kinds: ['entry'] }))).toEqual(['e2', 'e1']);
    expect(index.list({ kinds: [] })).toHaveLength(4);
  });

  it('filters by tag, ignoring case, accents and a leading #', () => {
    expect(ids(index.list({ tag: 'buiten' }))).toEqual(['g1', 'e1']);
    expect(ids(index.search('wandel', { tag: '#BUITEN' })).sort()).toEqual(['e1', 'g1']);
    expect(index.list({ tag: 'buit' })).toEqual([]);
    expect(index.list({ tag: '' })).toHaveLength(4);
  });

  it('filters by mood and life area', () => {
    expect(ids(index.search('gewandeld', { mood: 4 }))).toEqual(['e1']);
    expect(ids(index.list({ mood: 2 }))).toEqual(['e2']);
    expect(ids(index.list({ levensgebied: 'gezondheid' }))).toEqual(['g1', 'e1']);
    expect(ids(index.search('wandel', { levensgebied: 'geld' }))).toEqual(['t1']);
  });

  it('filters by date range with an inclusive start and an exclusive end', () => {
    expect(ids(index.list({ from: day(2), to: day(4) }))).toEqual(['g1', 'e2']);
    expect(ids(index.list({ from: day(4) }))).toEqual(['t1']);
    expect(ids(index.list({ to: day(1) }))).toEqual([]);
    expect(ids(index.search('wandel', { from: day(1), to: day(2) }))).toEqual(['e1']);
  });

  it('combines filters', () => {
    const filters = { kinds: ['entry', 'goal'] as const, levensgebied: 'gezondheid', from: day(2) };
    expect(ids(index.list(filters))).toEqual(['g1']);
    expect(ids(index.search('wandel', filters))).toEqual(['g1']);
  });
});

describe('list', () => {
  it('orders newest first, id breaking ties, with limit and start-of-text snippets', async () => {
    const index = await createSearchIndex('en');
    const long = 'word '.repeat(100);
    index.addAll([
      doc('b', { date: day(2), text: long }),
      doc('a', { date: day(2) }),
      doc('c', { date: day(9), title: 'Newest' }),
      doc('d', { date: day(0) }),
    ]);
    expect(ids(index.list({}))).toEqual(['c', 'a', 'b', 'd']);
    expect(ids(index.list({}, 2))).toEqual(['c', 'a']);
    const b = index.list({}).find((hit) => hit.id === 'b');
    expect(b).toMatchObject({ score: 0, terms: [] });
    expect(b?.snippet.startsWith('word word')).toBe(true);
    expect(b?.snippet.endsWith('…')).toBe(true);
    // A blank query is the same as list().
    expect(index.search(' \n', { kinds: ['entry'] }, 3)).toEqual(
      index.list({ kinds: ['entry'] }, 3),
    );
  });
});
