import { supportedLanguages } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { compileLexicon } from './lexicon';
import { crisisLexicons } from './lexicons';
import { safetyMessages } from './messages';
import { crisisCategories } from './types';

describe('content/safety files', () => {
  it('compile, one per language, each naming its own language', () => {
    const languages = crisisLexicons().map((l) => l.language);
    expect([...languages].sort()).toEqual([...supportedLanguages].sort());
  });

  it('give every language crisis phrases in every category and idiom exclusions', () => {
    for (const lexicon of crisisLexicons()) {
      for (const category of crisisCategories) {
        expect(
          lexicon.crisis[category].phrases.length,
          `${lexicon.language} ${category}`,
        ).toBeGreaterThan(0);
      }
      expect(lexicon.idioms, lexicon.language).not.toBeNull();
    }
  });

  it('reject a malformed phrase file with the file named', () => {
    const broken = { language: 'nl', crisis: { suicide: ['(open'] }, concern: {} };
    expect(() => compileLexicon(broken)).toThrow(/nl\.json.*Unbalanced/);
    expect(() => compileLexicon({ language: 'xx', crisis: {}, concern: {} })).toThrow();
  });

  it('have valid message files for every language', () => {
    for (const language of supportedLanguages) expect(() => safetyMessages(language)).not.toThrow();
  });
});
