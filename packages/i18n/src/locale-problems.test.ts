import { describe, expect, it } from 'vitest';
import { findLocaleProblems, formatLocaleProblems, pluralCategoriesOf } from './locale-problems';

const nl = {
  common: { title: 'Titel', nested: { hello: 'Hallo {{name}}' } },
  home: { items_one: '{{count}} ding', items_other: '{{count}} dingen' },
};

describe('pluralCategoriesOf', () => {
  it('follows CLDR: ja and ko only other, es and fr also many', () => {
    expect(pluralCategoriesOf('nl')).toEqual(['one', 'other']);
    expect(pluralCategoriesOf('ja')).toEqual(['other']);
    expect(pluralCategoriesOf('ko')).toEqual(['other']);
    expect(pluralCategoriesOf('fr')).toEqual(['many', 'one', 'other']);
  });
});

describe('findLocaleProblems', () => {
  it('accepts a locale with the same keys and the plural forms its language needs', () => {
    const en = {
      common: { title: 'Title', nested: { hello: 'Hello {{name}}' } },
      home: { items_one: '{{count}} thing', items_other: '{{count}} things' },
    };
    const ja = {
      common: { title: 'タイトル', nested: { hello: 'こんにちは {{name}}' } },
      home: { items_other: '{{count}} 件' },
    };
    expect(findLocaleProblems({ nl, en, ja })).toEqual([]);
  });

  it('lists missing keys, keys nl lacks, empty strings and non-strings', () => {
    const de = {
      common: { title: ' ', nested: { bye: 'Tschüss' } },
      home: { items_one: '{{count}} Ding', items_other: 3 },
    };
    const found = findLocaleProblems({ nl, de }).map((p) => `${p.kind} ${p.key}`);
    expect(found).toEqual([
      'empty-string title',
      'missing-key nested.hello',
      'extra-key nested.bye',
      'not-a-string items_other',
    ]);
  });

  it('flags interpolation variables that differ from nl', () => {
    const en = {
      common: { title: 'Title {{x}}', nested: { hello: 'Hello {{nme}}' } },
      home: { items_one: 'one thing', items_other: '{{count}} things' },
    };
    const found = findLocaleProblems({ nl, en }).map((p) => `${p.kind} ${p.key} ${p.detail}`);
    expect(found).toEqual([
      'interpolation-mismatch title variables x, source has none',
      'interpolation-mismatch nested.hello variables nme, source has name',
      'interpolation-mismatch items_one variables none, source has count',
    ]);
  });

  it('checks plural families per language: fr needs _many, ja may mirror a form nl has', () => {
    const fr = {
      common: nl.common,
      home: { items_one: '{{count}} chose', items_other: '{{count}} choses' },
    };
    const ja = {
      common: nl.common,
      home: { items_one: '{{count}} 件', items_other: '{{count}} 件', items_few: '{{count}} 件' },
    };
    const found = findLocaleProblems({ nl, fr, ja }).map((p) => `${p.language} ${p.kind} ${p.key}`);
    expect(found).toEqual(['fr missing-plural-form items_many', 'ja extra-plural-form items_few']);
  });

  it('checks the source itself for a complete plural family', () => {
    const broken = { nl: { home: { items_other: '{{count}} dingen' } } };
    expect(findLocaleProblems(broken).map((p) => `${p.kind} ${p.key}`)).toEqual([
      'missing-plural-form items_one',
    ]);
  });

  it('reports missing and extra namespaces, and languages absent altogether', () => {
    const en = { common: nl.common, extra: { a: 'b' } };
    const found = findLocaleProblems({ nl, en }, { languages: ['en', 'ko'] });
    expect(found.map((p) => `${p.language} ${p.kind} ${p.namespace}`)).toEqual([
      'en missing-namespace home',
      'en extra-namespace extra',
      'ko missing-namespace common',
      'ko missing-namespace home',
    ]);
    expect(formatLocaleProblems(found.slice(0, 1))).toBe('en/home missing-namespace (no file)');
  });
});
