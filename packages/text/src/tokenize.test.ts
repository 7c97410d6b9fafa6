import { describe, expect, it } from 'vitest';
import { baseLanguage, foldText, isCjkTerm } from './normalize';
import { segments, tokenize } from './tokenize';

const keep = (word: string) => [word];

describe('foldText', () => {
  it('removes accents, lower-cases and folds compatibility forms', () => {
    expect(foldText('Financiën')).toBe('financien');
    expect(foldText('Ça GÉNIAL Über')).toBe('ca genial uber');
    expect(foldText('ＡＢＣ ﬁets')).toBe('abc fiets');
    expect(foldText('İstanbul')).toBe('istanbul');
  });

  it('keeps kana voicing and Hangul syllables intact', () => {
    expect(foldText('がんばる')).toBe('がんばる');
    expect(foldText('ｶﾞﾝﾊﾞﾙ')).toBe('ガンバル');
    expect(foldText('행복해요')).toBe('행복해요');
  });
});

describe('baseLanguage', () => {
  it('keeps the language part of a locale', () => {
    expect(baseLanguage('nl-BE')).toBe('nl');
    expect(baseLanguage(' EN_us ')).toBe('en');
    expect(baseLanguage('ja')).toBe('ja');
  });
});

describe('segments and tokenize', () => {
  it('splits mixed scripts into words and CJK runs with their offsets', () => {
    expect(segments('Nieuwe iPhoneを買った!')).toEqual([
      { text: 'Nieuwe', start: 0, cjk: false },
      { text: 'iPhone', start: 7, cjk: false },
      { text: 'を買った', start: 13, cjk: true },
    ]);
    expect(isCjkTerm('を買')).toBe(true);
    expect(isCjkTerm('iphone')).toBe(false);
  });

  it('gives CJK runs as a whole token plus bigrams pointing at the original text', () => {
    const text = '今日は散歩';
    const tokens = tokenize(`x ${text}`, keep);
    expect(tokens.map((t) => t.term)).toEqual(['今日は散歩', '今日', '日は', 'は散', '散歩']);
    const walk = tokens.find((t) => t.term === '散歩');
    expect(walk?.start).toBe(5);
    expect(`x ${text}`.slice(walk?.start, (walk?.start ?? 0) + 2)).toBe('散歩');
  });

  it('drops single letters, keeps single digits and stems the rest', () => {
    const tokens = tokenize("L'été: 5 km, a b", (w) => [w.toUpperCase()]);
    expect(tokens.map((t) => [t.term, t.surface])).toEqual([
      ['ETE', 'été'],
      ['5', '5'],
      ['KM', 'km'],
    ]);
  });

  it('keeps an emoji from breaking a word run', () => {
    expect(tokenize('blij😀vandaag', keep).map((t) => t.term)).toEqual(['blij', 'vandaag']);
  });
});
