import { describe, expect, it } from 'vitest';
import { createSearchIndex } from './search-index';
import { doc } from './testing/search-docs';

const ids = (hits: { id: string }[]) => hits.map((h) => h.id);

describe('createSearchIndex: languages', () => {
  it('Dutch: the stem of the query prefix-matches other forms (wandelen -> wandelde)', async () => {
    const index = await createSearchIndex('nl');
    index.addAll([
      doc('past', { text: 'Gisteren wandelde ik langs de rivier.' }),
      doc('walks', { text: 'Lange wandelingen maken me rustig.' }),
      doc('other', { text: 'Ik heb een boek gelezen.' }),
    ]);
    // NLP.js stems 'wandelen' to 'wandel' and 'wandelde' to 'wandeld'; prefix search joins them.
    expect(ids(index.search('wandelen')).sort()).toEqual(['past', 'walks']);
    expect(ids(index.search('boeken'))).toEqual(['other']);
  });

  it('Dutch and German: participles with ge- are found by the infinitive', async () => {
    const nl = await createSearchIndex('nl');
    nl.addAll([
      doc('walked', { text: 'Vanmiddag heb ik gewandeld.' }),
      doc('ran', { text: 'Ik heb vijf kilometer gelopen!' }),
    ]);
    expect(ids(nl.search('wandelen'))).toEqual(['walked']);
    expect(ids(nl.search('lopen'))).toEqual(['ran']);
    expect(nl.search('wandelen')[0]?.terms).toEqual(['gewandeld']);
    const de = await createSearchIndex('de');
    de.add(doc('ran', { text: 'Heute bin ich zehn Kilometer gelaufen.' }));
    expect(ids(de.search('laufen'))).toEqual(['ran']);
  });

  it('English: running is found by run and the other way round', async () => {
    const index = await createSearchIndex('en-GB');
    expect(index.language).toBe('en');
    index.addAll([
      doc('run', { text: 'I went running in the park.' }),
      doc('read', { text: 'Quiet evening with a book.' }),
    ]);
    expect(ids(index.search('run'))).toEqual(['run']);
    expect(ids(index.search('runs'))).toEqual(['run']);
    const [hit] = index.search('run');
    expect(hit?.terms).toEqual(['running']);
  });

  it('ignores accents both ways', async () => {
    const index = await createSearchIndex('nl');
    index.addAll([
      doc('a', { text: 'Mijn financiën op orde brengen.' }),
      doc('b', { text: 'Een cafe met een goed verhaal.' }),
    ]);
    expect(ids(index.search('financien'))).toEqual(['a']);
    expect(ids(index.search('FINANCIËN'))).toEqual(['a']);
    expect(ids(index.search('café'))).toEqual(['b']);
    expect(index.search('financien')[0]?.terms).toEqual(['financiën']);
  });

  it('Japanese: bigrams find words inside unspaced text', async () => {
    const index = await createSearchIndex('ja');
    index.addAll([
      doc('walk', { text: '今日は公園を散歩しました。気持ちよかった。' }),
      doc('work', { text: '仕事がとても忙しかった。' }),
      doc('cat', { text: '猫と遊んだ' }),
    ]);
    expect(ids(index.search('散歩'))).toEqual(['walk']);
    expect(ids(index.search('公園を散歩'))).toEqual(['walk']);
    expect(ids(index.search('仕事'))).toEqual(['work']);
    // A single character is searched as the start of a bigram.
    expect(ids(index.search('猫'))).toEqual(['cat']);
    const [hit] = index.search('散歩');
    expect(hit?.terms).toEqual(['散歩']);
    expect(hit?.snippet).toBe('今日は公園を散歩しました。気持ちよかった。');
  });

  it('Korean: bigrams find a word with a particle attached', async () => {
    const index = await createSearchIndex('ko');
    index.addAll([
      doc('school', { text: '오늘 학교에 갔어요' }),
      doc('home', { text: '집에서 쉬었어요' }),
    ]);
    expect(ids(index.search('학교'))).toEqual(['school']);
  });

  it('still finds documents in another language than the index, by prefix', async () => {
    const index = await createSearchIndex('nl');
    index.add(doc('en', { text: 'Meditation helps me sleep better.' }));
    expect(ids(index.search('meditat'))).toEqual(['en']);
    expect(ids(index.search('sleep'))).toEqual(['en']);
  });
});
