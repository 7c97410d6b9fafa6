import { describe, expect, it } from 'vitest';
import set from '../../test-data/crisis-set.json';
import { withoutIdioms } from './idioms';
import type { CompiledList } from './lexicon';
import { crisisLexicons } from './lexicons';
import { createPieceIndex } from './piece-index';
import { cutPhrases, listTest, matchingPhrases } from './phrase-list';
import { phraseNeeds } from './phrase-needs';

const lower = (text: string): string => text.toLowerCase().trim();

describe('phraseNeeds', () => {
  it('needs every word of a literal run, and nothing for gaps, wildcards and "#"', () => {
    expect(phraseNeeds('ik wil ... dood#', lower)).toEqual([['ik'], ['wil'], ['dood']]);
    expect(phraseNeeds('suicid*', lower)).toEqual([['suicid']]);
    expect(phraseNeeds('...', lower)).toEqual([]);
  });

  it('needs one piece of every alternative of a group, or nothing if one needs nothing', () => {
    expect(phraseNeeds('(ik|k) wil dood', lower)).toEqual([['ik', 'k'], ['wil'], ['dood']]);
    expect(phraseNeeds('(echt |)dood', lower)).toEqual([['dood']]);
    expect(phraseNeeds('a|bb', lower)).toEqual([['a', 'bb']]);
    // The strongest clause of an alternative stands for it: "dood" over "ik".
    expect(phraseNeeds('(ik wil dood|nooit meer)', lower)).toEqual([['dood', 'nooit']]);
    expect(phraseNeeds('((a|b) c)', lower)).toEqual([['a', 'b'], ['c']]);
  });
});

describe('piece index', () => {
  it('finds overlapping pieces, one-unit pieces and pieces at the very end', () => {
    const index = createPieceIndex();
    const ids = ['dood', 'doodmoe', 'oe', 'e', '死', '😀x'].map(index.add);
    expect(index.add('dood')).toBe(ids[0]);
    const found = (text: string): string[] =>
      ['dood', 'doodmoe', 'oe', 'e', '死', '😀x'].filter((_, i) => index.scan(text)[ids[i]!]);
    expect(found('doodmoe')).toEqual(['dood', 'doodmoe', 'oe', 'e']);
    expect(found('ik ben dood')).toEqual(['dood', 'e']);
    expect(found('死にたい 😀x')).toEqual(['死', '😀x']);
    expect(found('')).toEqual([]);
  });
});

/** What the lists did before the prefilter: one alternation of all phrases. */
function alternation(list: CompiledList, flags: string): RegExp | null {
  const sources = list.phrases.map((p) => `(?:${p.source})`);
  return sources.length ? new RegExp(sources.join('|'), flags) : null;
}

describe('the prefilter', () => {
  // Every tenth development message, in every language's view: the answers must not change.
  const texts = (set as { text: string }[]).filter((_, i) => i % 10 === 0).map((m) => m.text);

  it('gives every list the answer of the plain alternation of its phrases', () => {
    const all = crisisLexicons();
    const wrong: string[] = [];
    let matched = 0;
    for (const lexicon of all) {
      const lists: CompiledList[] = [
        ...Object.values(lexicon.crisis),
        ...Object.values(lexicon.concern),
        lexicon.past,
        lexicon.recovered,
        lexicon.relapse,
        ...lexicon.concepts.values(),
      ];
      const plain = lists.map((list) => alternation(list, 'u'));
      for (const text of texts) {
        const view = withoutIdioms(lexicon, all, text);
        lists.forEach((list, i) => {
          const expected = plain[i]?.test(view) ?? false;
          if (listTest(list, view) !== expected) wrong.push(`${lexicon.language}: ${text}`);
          if (!expected) return;
          matched += 1;
          const phrases = list.phrases.filter((p) => new RegExp(p.source, 'u').test(view));
          const explained = matchingPhrases(list, view).join('|');
          if (explained !== phrases.map((p) => p.phrase).join('|'))
            wrong.push(`${text}: ${explained}`);
        });
      }
    }
    expect(wrong).toEqual([]);
    expect(matched).toBeGreaterThan(texts.length);
  }, 60_000);

  it('cuts the same idioms as the plain global alternation', () => {
    const all = crisisLexicons();
    const wrong: string[] = [];
    let cut = 0;
    for (const lexicon of all) {
      if (!lexicon.idioms) continue;
      const plain = alternation(lexicon.idioms, 'gu')!;
      for (const other of all) {
        for (const text of texts) {
          const view = other.view(text);
          const expected = view.replace(plain, '_');
          if (expected !== view) cut += 1;
          if (cutPhrases(lexicon.idioms, view, '_') !== expected)
            wrong.push(`${other.language}: ${text}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(cut).toBeGreaterThan(0);
  }, 60_000);
});
