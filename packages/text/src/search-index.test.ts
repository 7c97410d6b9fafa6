import { describe, expect, it } from 'vitest';
import { createSearchIndex } from './search-index';
import { day, doc } from './testing/search-docs';

const ids = (hits: { id: string }[]) => hits.map((h) => h.id);

describe('createSearchIndex: ranking and matching', () => {
  it('asks for every word first and falls back to any word', async () => {
    const index = await createSearchIndex('nl');
    index.addAll([
      doc('both', { text: 'Een boek gelezen in het bos.' }),
      doc('book', { text: 'Een boek gelezen.' }),
      doc('forest', { text: 'Door het bos gelopen.' }),
    ]);
    expect(ids(index.search('boek bos'))).toEqual(['both']);
    expect(ids(index.search('boek zee'))).toEqual(['book', 'both']);
  });

  it('ranks a title match above a text match', async () => {
    const index = await createSearchIndex('nl');
    index.addAll([
      doc('text', { title: 'Dinsdag', text: 'Vandaag ben ik gaan sporten en daarna gekookt.' }),
      doc('title', { title: 'Sporten', text: 'Vandaag heb ik daarna gekookt en gelezen.' }),
    ]);
    expect(ids(index.search('sporten'))).toEqual(['title', 'text']);
  });

  it('finds by tag', async () => {
    const index = await createSearchIndex('nl');
    index.addAll([doc('t', { text: 'Niets bijzonders', tags: ['zelfzorg'] }), doc('u')]);
    expect(ids(index.search('zelfzorg'))).toEqual(['t']);
  });

  it('matches while typing (prefix) and despite a typo (fuzzy), only for 4+ characters', async () => {
    const index = await createSearchIndex('nl');
    index.addAll([
      doc('m', { text: 'Vandaag gemediteerd, meditatie helpt.' }),
      doc('k', { text: 'Een kat op de bank.' }),
    ]);
    expect(ids(index.search('medit'))).toEqual(['m']);
    expect(ids(index.search('meditatei'))).toEqual(['m']);
    // 'ka' is too short for prefix search and is not a word in any document.
    expect(index.search('ka')).toEqual([]);
  });

  it('returns nothing for a query without searchable words, everything for a blank one', async () => {
    const index = await createSearchIndex('nl');
    index.addAll([doc('a', { text: 'tekst' })]);
    expect(index.search('!!! ?')).toEqual([]);
    expect(ids(index.search('   '))).toEqual(['a']);
  });

  it('respects the limit and breaks score ties by date', async () => {
    const index = await createSearchIndex('nl');
    index.addAll([
      doc('old', { text: 'koffie', date: day(1) }),
      doc('new', { text: 'koffie', date: day(3) }),
      doc('mid', { text: 'koffie', date: day(2) }),
    ]);
    expect(ids(index.search('koffie'))).toEqual(['new', 'mid', 'old']);
    expect(ids(index.search('koffie', {}, 2))).toEqual(['new', 'mid']);
    expect(index.search('koffie', {}, 0)).toEqual([]);
  });
});

describe('createSearchIndex: changes', () => {
  it('replaces, removes and re-adds documents', async () => {
    const index = await createSearchIndex('nl');
    index.add(doc('a', { text: 'appel' }));
    index.add(doc('b', { text: 'peer' }));
    expect(index.size).toBe(2);
    expect(index.has('a')).toBe(true);

    index.replace(doc('a', { text: 'banaan' }));
    expect(index.size).toBe(2);
    expect(index.search('appel')).toEqual([]);
    expect(ids(index.search('banaan'))).toEqual(['a']);

    // add() with a known id replaces too.
    index.add(doc('a', { text: 'kiwi' }));
    expect(index.search('banaan')).toEqual([]);
    expect(ids(index.search('kiwi'))).toEqual(['a']);

    index.remove('a');
    index.remove('unknown');
    expect(index.has('a')).toBe(false);
    expect(index.size).toBe(1);
    expect(index.search('kiwi')).toEqual([]);

    index.replace(doc('c', { text: 'kiwi' }));
    expect(ids(index.search('kiwi'))).toEqual(['c']);

    index.clear();
    expect(index.size).toBe(0);
    expect(index.search('peer')).toEqual([]);
  });

  it('is not affected when the caller changes a document after adding it', async () => {
    const index = await createSearchIndex('nl');
    const tags = ['sport'];
    const original = doc('a', { text: 'appel', tags });
    index.add(original);
    original.text = 'peer';
    tags.push('extra');
    index.remove('a');
    expect(index.size).toBe(0);
    expect(index.search('appel')).toEqual([]);
  });
});

describe('createSearchIndex: hits', () => {
  it('returns the hit fields, a snippet around the first match and the words to highlight', async () => {
    const index = await createSearchIndex('nl');
    const filler = 'Het was een gewone ochtend met koffie en de krant op tafel. '.repeat(4);
    index.add(
      doc('a', {
        kind: 'goal',
        title: 'Meer wandelen',
        text: `${filler}Daarna wandelde ik naar het park. ${filler}`,
        date: day(5),
      }),
    );
    const [hit] = index.search('wandelen');
    expect(hit).toMatchObject({ id: 'a', kind: 'goal', title: 'Meer wandelen', date: day(5) });
    expect(hit?.score).toBeGreaterThan(0);
    expect(hit?.terms).toEqual(['wandelen', 'wandelde']);
    expect(hit?.snippet.startsWith('…')).toBe(true);
    expect(hit?.snippet.endsWith('…')).toBe(true);
    expect(hit?.snippet).toContain('Daarna wandelde ik naar het park.');
    expect(hit?.snippet.length).toBeLessThanOrEqual(162);
  });
});
