import { createI18n, namespaces } from '@groeipad/i18n';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { preferenceShare, preferenceText } from './personality-text';

function tIn(lng: string): TFunction<typeof namespaces> {
  const i18n = createI18n({ lng, storage: null, languages: [], root: null });
  return i18n.getFixedT(lng, namespaces);
}

describe('preferenceShare', () => {
  it('gives the chosen side 50-100% of the answers, as the result bar draws it', () => {
    expect([0, 1, 25, 50, 100].map(preferenceShare)).toEqual([50, 51, 63, 75, 100]);
    expect(preferenceShare(-5)).toBe(50);
    expect(preferenceShare(140)).toBe(100);
  });
});

describe('preferenceText', () => {
  it('reads an evenly split preference as balanced, with no "0%"', () => {
    const nl = preferenceText(tIn('nl'), 'EI', { letter: 'I', strength: 0 });
    expect(nl).toBe('Extraversie en Introversie: in evenwicht');
    expect(nl).not.toMatch(/0\s?%|voorkeur/i);
    expect(preferenceText(tIn('en'), 'EI', { letter: 'I', strength: 0 })).toBe(
      'Extraversion and Introversion: balanced',
    );
  });

  it('names the chosen side with its share of the answers and how clear it is', () => {
    const t = tIn('nl');
    expect(preferenceText(t, 'EI', { letter: 'I', strength: 50 })).toBe(
      'Introversie (I): 75% · Gematigde voorkeur',
    );
    expect(preferenceText(t, 'JP', { letter: 'J', strength: 2 })).toBe(
      'Oordelen (J): 51% · Lichte voorkeur',
    );
  });

  it('never shows a 0% in any language', () => {
    for (const lng of ['nl', 'en', 'de', 'es', 'fr', 'ja', 'ko']) {
      const text = preferenceText(tIn(lng), 'SN', { letter: 'N', strength: 0 });
      expect(text, lng).not.toMatch(/\b0\s?%/);
      expect(text, lng).not.toContain('{{');
    }
  });
});
