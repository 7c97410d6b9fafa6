import { describe, expect, it } from 'vitest';
import { normalizeBase, normalizeFor } from './normalize';

describe('normalizeBase', () => {
  it('folds case, accents and apostrophes', () => {
    expect(normalizeBase('Ik ZIE het NIET meer')).toBe('ik zie het niet mer');
    expect(normalizeBase('Prévention du SUICIDE à quoi bon')).toBe(
      'prevention du suicide a quoi bon',
    );
    expect(normalizeBase("I don't want to")).toBe('i dont want to');
    expect(normalizeBase('I don’t want to')).toBe('i dont want to');
    expect(normalizeBase('Straße')).toBe('strase');
  });

  it('collapses repeated letters so stretched words still match', () => {
    expect(normalizeBase('i wanna dieeeee')).toBe(normalizeBase('i wanna die'));
    expect(normalizeBase('sooooo tired')).toBe('so tired');
  });

  it('reads digits inside words as letters, but keeps plain numbers', () => {
    expect(normalizeBase('su1c1de')).toBe(normalizeBase('suicide'));
    expect(normalizeBase('k1ll myself')).toBe(normalizeBase('kill myself'));
    expect(normalizeBase('call 0800-0113')).toBe('cal 0800 0113');
  });

  it('marks sentence ends and commas but not an ellipsis', () => {
    expect(normalizeBase('ik wil niet meer, echt')).toBe('ik wil niet mer , echt');
    expect(normalizeBase('ik wil niet meer. morgen werk')).toBe('ik wil niet mer . morgen werk');
    expect(normalizeBase('i just want to... disappear')).toBe('i just want to disapear');
    expect(normalizeBase('help!!!')).toBe('help');
  });

  it('turns full-width Latin into normal letters and keeps Japanese and Korean intact', () => {
    expect(normalizeBase('ＯＤした')).toBe('odした');
    expect(normalizeBase('ﾀﾋにたい')).toBe('タヒにたい');
    expect(normalizeBase('죽고 싶다')).toBe('죽고 싶다');
    expect(normalizeBase('死にたい。')).toBe('死にたい');
    expect(normalizeBase('がっこう')).toBe('がっこう');
  });
});

describe('normalizeFor', () => {
  it('folds German umlaut spellings together', () => {
    expect(normalizeFor('müde', 'de')).toBe(normalizeFor('muede', 'de'));
    expect(normalizeFor('möchte', 'de')).toBe(normalizeFor('mochte', 'de'));
  });

  it('joins French elisions typed with a space', () => {
    expect(normalizeFor("j'en peux plus", 'fr')).toBe(normalizeFor('j en peux plus', 'fr'));
  });

  it('treats katakana as hiragana and drops spaces in Japanese', () => {
    expect(normalizeFor('リスカ', 'ja')).toBe(normalizeFor('りすか', 'ja'));
    expect(normalizeFor('死に たい', 'ja')).toBe('死にたい');
  });

  it('ignores spacing in Korean but never glues Latin words together', () => {
    expect(normalizeFor('죽고 싶다', 'ko')).toBe(normalizeFor('죽고싶다', 'ko'));
    expect(normalizeFor('go die', 'ko')).toBe('go die');
  });
});
