import { describe, expect, it } from 'vitest';
import { createSearchIndex } from './search-index';
import type { SearchDocument, SearchKind } from './search-types';
import { day } from './testing/search-docs';

// Words chosen so that none is a prefix of another or one typo away from it.
const VOCABULARY = [
  'ochtend',
  'koffie',
  'werk',
  'vriendin',
  'familie',
  'muziek',
  'regen',
  'zon',
  'tuin',
  'koken',
  'slapen',
  'dankbaar',
  'moe',
  'blij',
  'rustig',
  'gesprek',
  'fiets',
  'trein',
  'strand',
  'avond',
];
const KINDS: SearchKind[] = ['entry', 'goal', 'task'];
const AREAS = ['gezondheid', 'werk', 'relaties', 'geld'];
const TAGS = ['buiten', 'thuis', 'onderweg'];
const COUNT = 10_000;

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generate(): SearchDocument[] {
  const next = random(42);
  const pick = () => VOCABULARY[Math.floor(next() * VOCABULARY.length)] ?? 'werk';
  return Array.from({ length: COUNT }, (_, i) => {
    const words = Array.from({ length: 30 }, pick);
    if (i % 1000 === 8) words.splice(15, 0, 'markeerwoord');
    return {
      id: `doc-${i}`,
      kind: KINDS[i % 3] ?? 'entry',
      title: `${pick()} ${pick()}`,
      text: `${words.join(' ')}.`,
      tags: [TAGS[i % 3] ?? 'thuis'],
      mood: (i % 5) + 1,
      levensgebied: AREAS[i % 4] ?? 'geld',
      // Shuffled dates so list() really has to sort.
      date: day(Math.floor(next() * 3650)) + i,
    };
  });
}

const contains = (doc: SearchDocument, word: string) =>
  `${doc.title} ${doc.text}`.split(/[\s.]+/).includes(word);
const newestFirst = (a: SearchDocument, b: SearchDocument) =>
  b.date - a.date || (a.id < b.id ? -1 : 1);

describe('search index with 10,000 documents', () => {
  // Correctness at size, not speed: the generous timeout only keeps slow CI machines from failing.
  it(
    'finds exactly the right documents, filters and lists them, and follows changes',
    { timeout: 60_000 },
    async () => {
      const docs = generate();
      const index = await createSearchIndex('nl');
      index.addAll(docs);
      expect(index.size).toBe(COUNT);

      const marked = docs.filter((d) => d.text.includes('markeerwoord')).map((d) => d.id);
      expect(marked).toHaveLength(10);
      expect(
        index
          .search('markeerwoord', {}, 50)
          .map((h) => h.id)
          .sort(),
      ).toEqual([...marked].sort());

      const filters = { kinds: ['goal'] as const, mood: 3, tag: 'thuis' };
      const expected = docs
        .filter((d) => d.kind === 'goal' && d.mood === 3 && d.tags.includes('thuis'))
        .filter((d) => contains(d, 'koffie'))
        .map((d) => d.id)
        .sort();
      expect(expected.length).toBeGreaterThan(50);
      const hits = index.search('koffie', filters, Infinity);
      expect(hits.map((h) => h.id).sort()).toEqual(expected);
      expect(hits.every((h, i) => i === 0 || (hits[i - 1]?.score ?? 0) >= h.score)).toBe(true);
      expect(hits[0]?.terms).toEqual(['koffie']);

      // Every word: documents with both words only.
      const both = docs.filter((d) => contains(d, 'fiets') && contains(d, 'strand'));
      expect(index.search('fiets strand', {}, Infinity)).toHaveLength(both.length);

      const from = day(1000);
      const to = day(1100);
      const listed = docs
        .filter((d) => d.levensgebied === 'relaties' && d.date >= from && d.date < to)
        .sort(newestFirst)
        .map((d) => d.id);
      expect(listed.length).toBeGreaterThan(5);
      expect(index.list({ levensgebied: 'relaties', from, to }, Infinity).map((h) => h.id)).toEqual(
        listed,
      );
      expect(index.list({}, 3).map((h) => h.id)).toEqual(
        [...docs]
          .sort(newestFirst)
          .slice(0, 3)
          .map((d) => d.id),
      );

      for (const d of docs) if (Number(d.id.slice(4)) % 2 === 0) index.remove(d.id);
      expect(index.size).toBe(COUNT / 2);
      expect(index.search('markeerwoord')).toEqual([]);

      index.replace({ ...docs[1]!, text: 'Nu met een nieuw woord: zeepbel.' });
      expect(index.search('zeepbel').map((h) => h.id)).toEqual(['doc-1']);
      expect(index.size).toBe(COUNT / 2);
    },
  );
});
