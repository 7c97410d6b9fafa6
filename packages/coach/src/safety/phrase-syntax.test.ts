import type { Language } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { normalizeFor } from './normalize';
import { phraseToSource } from './phrase-syntax';

function matches(phrase: string, text: string, language: Language = 'en'): boolean {
  const normalize = (t: string): string => normalizeFor(t, language);
  const view = normalize(text) + (language === 'ja' || language === 'ko' ? '.' : ' .');
  return new RegExp(phraseToSource(phrase, language, normalize), 'u').test(view);
}

describe('phrase syntax', () => {
  it('matches whole words only', () => {
    expect(matches('die', 'i want to die')).toBe(true);
    expect(matches('die', 'i am on a diet')).toBe(false);
  });

  it('lets * continue a word', () => {
    expect(matches('zelfmoord*', 'ik heb zelfmoordgedachten', 'nl')).toBe(true);
    expect(matches('zelfmoord', 'ik heb zelfmoordgedachten', 'nl')).toBe(false);
  });

  it('lets ... skip a few words but not a sentence end', () => {
    expect(matches('wil ... dood', 'ik wil echt gewoon dood', 'nl')).toBe(true);
    expect(matches('wil ... dood', 'ik wil naar huis. de plant is dood', 'nl')).toBe(false);
    expect(matches('wil ... dood', 'wil een twee drie vier vijf zes zeven dood', 'nl')).toBe(false);
  });

  it('supports alternatives and optional parts', () => {
    expect(matches('(kill|hurt) (my|)self', 'i want to hurt myself')).toBe(true);
    expect(matches('i (really |)want to die', 'i want to die')).toBe(true);
    expect(matches('i (really |)want to die', 'i really want to die')).toBe(true);
    expect(matches('(a|the|) burden to', 'such a burden to everyone')).toBe(true);
  });

  it('# means the sentence or message ends there', () => {
    expect(matches('i cannot anymore #', 'i cannot anymore')).toBe(true);
    expect(matches('i cannot anymore #', 'i cannot anymore. ok bye')).toBe(true);
    expect(matches('i cannot anymore #', 'i cannot anymore wait for the holiday')).toBe(false);
    expect(matches('i cannot anymore #', 'i cannot anymore, it is too much')).toBe(true);
  });

  it('lets gaps skip numbers without counting them, and .... skip up to 10 words', () => {
    expect(matches('took ... pills', 'took 20 or 30 of the pills')).toBe(true);
    expect(matches('took ... pills', 'took 2.5 mg of those pills')).toBe(true);
    expect(matches('took ... pills', 'took one two three four five six seven pills')).toBe(false);
    expect(matches('took .... pills', 'took one two three four five six seven pills')).toBe(true);
    expect(matches('took .... pills', 'took 1 2 3 4 5 6 7 8 9 10 11 pills')).toBe(false);
    expect(matches('took .... pills', 'took them. the pills are gone')).toBe(false);
    expect(matches('薬...飲', '薬を100錠まとめて全部飲んだ', 'ja')).toBe(true);
  });

  it('lets words and gaps run across a comma', () => {
    expect(matches('better ... dead', 'it would be better, honestly, dead')).toBe(true);
    expect(matches('want to die', 'i want to, die')).toBe(true);
  });

  it('matches Japanese and Korean as characters, with * and ... as character gaps', () => {
    expect(matches('死にたい', '毎日死にたいって思う', 'ja')).toBe(true);
    expect(matches('죽고싶', '죽고 싶다', 'ko')).toBe(true);
    expect(matches('生き*意味', '生きてる意味がない', 'ja')).toBe(true);
    expect(matches('(od)した', 'methodした', 'ja')).toBe(false);
  });

  it('rejects regular-expression syntax and unbalanced brackets', () => {
    const normalize = (t: string): string => normalizeFor(t, 'en');
    expect(() => phraseToSource('dies?', 'en', normalize)).toThrow(/Unsupported/);
    expect(() => phraseToSource('(a|b', 'en', normalize)).toThrow(/Unbalanced/);
    expect(() => phraseToSource('a|b)', 'en', normalize)).toThrow(/Unbalanced/);
  });

  it('refuses a choice alternative that normalises to nothing, naming the phrase', () => {
    const normalize = (t: string): string => normalizeFor(t, 'en');
    // "," normalises away: the alternative would be empty and "(a|,)" would match any text.
    expect(() => phraseToSource('want (to|,) die', 'en', normalize)).toThrow(
      /"want \(to\|,\) die".*normalises to nothing/,
    );
    expect(() => phraseToSource('(a| - |b)', 'en', normalize)).toThrow(/normalises to nothing/);
    expect(() => phraseToSource('(a|(b|!))', 'en', normalize)).toThrow(/normalises to nothing/);
    const ja = (t: string): string => normalizeFor(t, 'ja');
    expect(() => phraseToSource('(死に|、)たい', 'ja', ja)).toThrow(/normalises to nothing/);
    // Empty choices (optional parts) and alternatives with gaps or wildcards stay allowed.
    expect(() => phraseToSource('i (really |)want to die', 'en', normalize)).not.toThrow();
    expect(() => phraseToSource('(a|) b', 'en', normalize)).not.toThrow();
    expect(() => phraseToSource('(kill*|...) myself', 'en', normalize)).not.toThrow();
  });
});
