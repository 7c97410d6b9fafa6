import { describe, expect, it } from 'vitest';
import { loadStemmer } from './stemmers';

describe('loadStemmer', () => {
  // What the NLP.js Snowball stemmers really do with folded words.
  it.each([
    [
      'nl',
      ['wandelen', 'wandelde', 'wandelingen', 'boeken', 'financien'],
      ['wandel', 'wandeld', 'wandel', 'boek', 'financien'],
    ],
    ['en', ['running', 'run', 'walked', 'happiness'], ['run', 'run', 'walk', 'happi']],
    ['de', ['laufen', 'arbeitete', 'hauser'], ['lauf', 'arbeitet', 'haus']],
    ['es', ['corriendo', 'correr', 'trabajando'], ['corr', 'corr', 'trabaj']],
    ['fr', ['marcher', 'marche', 'travaillait'], ['march', 'march', 'travaill']],
  ] as const)('stems %s words', async (language, words, stems) => {
    const wordTerms = await loadStemmer(language);
    expect(words.map((word) => wordTerms(word)[0])).toEqual(stems);
  });

  it('adds the participle without ge- for Dutch and German', async () => {
    const nl = await loadStemmer('nl-NL');
    expect(nl('gewandeld')).toEqual(['gewandeld', 'wandeld']);
    expect(nl('gelopen')).toEqual(['gelop', 'lop']);
    expect(nl('geluk')).toEqual(['geluk']);
    const de = await loadStemmer('de');
    expect(de('gelaufen')).toEqual(['gelauf', 'lauf']);
    expect((await loadStemmer('en'))('getting')).toEqual(['get']);
  });

  it('keeps words as they are for languages without a stemmer', async () => {
    expect((await loadStemmer('ja'))('散歩')).toEqual(['散歩']);
    expect((await loadStemmer('ko'))('학교에')).toEqual(['학교에']);
  });

  it('loads each stemmer once', async () => {
    expect(await loadStemmer('fr')).toBe(await loadStemmer('fr-CA'));
  });
});
