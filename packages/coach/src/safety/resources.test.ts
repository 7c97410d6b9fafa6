import { supportedLanguages } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { crisisResourceData, crisisResources, formatLine, lineFor } from './resources';

function phones(language: Parameters<typeof crisisResources>[0], country?: string | null) {
  return crisisResources(language, country).lines.flatMap((l) => [l.phone, ...(l.altPhones ?? [])]);
}
function numbers(language: Parameters<typeof crisisResources>[0], country?: string | null) {
  return crisisResources(language, country).emergency.map((e) => e.number);
}

describe('crisisResources', () => {
  it('gives 113 Zelfmoordpreventie and 112 for Dutch', () => {
    const nl = crisisResources('nl');
    expect(nl.country).toBe('NL');
    const first = nl.lines[0]!;
    expect(first.name).toBe('113 Zelfmoordpreventie');
    expect(first.phone).toBe('0800-0113');
    expect(first.url).toBe('https://www.113.nl');
    expect(first.free && first.hours === '24/7').toBe(true);
    expect(numbers('nl')).toEqual(['112']);
    expect(lineFor(nl, 'abuse')?.phone).toBe('0800-2000');
  });

  it('serves Belgium in Dutch and French, each with its own line first', () => {
    expect(crisisResources('nl', 'BE').lines[0]?.phone).toBe('1813');
    expect(crisisResources('fr', 'BE').lines[0]?.phone).toBe('0800 32 123');
    expect(numbers('nl', 'BE')).toContain('112');
  });

  it('has the main lines of every language', () => {
    expect(phones('de')).toEqual(
      expect.arrayContaining(['0800 111 0 111', '0800 111 0 222', '116 016']),
    );
    expect(numbers('de')).toEqual(['112', '110']);
    expect(phones('de', 'AT')).toContain('142');
    expect(phones('de', 'CH')).toContain('143');
    expect(phones('es')).toEqual(expect.arrayContaining(['024', '016']));
    expect(numbers('es')).toEqual(['112']);
    expect(phones('fr')).toEqual(expect.arrayContaining(['3114', '3919']));
    expect(phones('ja')).toEqual(expect.arrayContaining(['0570-783-556', '0120-279-338']));
    expect(numbers('ja')).toEqual(['119', '110']);
    expect(phones('ko')).toContain('109');
    expect(phones('ko')).not.toContain('1393');
    expect(numbers('ko')).toEqual(['112', '119']);
  });

  it('picks English resources by country, defaulting to the UK', () => {
    expect(crisisResources('en').country).toBe('GB');
    expect(phones('en')).toEqual(expect.arrayContaining(['116 123', '0808 2000 247']));
    expect(numbers('en')).toContain('999');
    expect(phones('en', 'US')).toContain('988');
    expect(numbers('en', 'US')).toEqual(['911']);
    expect(phones('en', 'IE')).toContain('116 123');
    expect(phones('en', 'AU')).toContain('13 11 14');
    expect(crisisResources('en', 'uk').country).toBe('GB');
  });

  it('uses the user country with texts in the user language', () => {
    const result = crisisResources('en', 'nl');
    expect(result.country).toBe('NL');
    expect(result.countrySource).toBe('user');
    expect(result.lines[0]?.description).toMatch(/suicide/i);
  });

  it('falls back to the language country plus a directory for unknown countries', () => {
    const result = crisisResources('nl', 'BR');
    expect(result.country).toBe('NL');
    expect(result.countrySource).toBe('language');
    expect(result.lines.at(-1)?.kind).toBe('directory');
    expect(crisisResources('ko', null).country).toBe('KR');
  });

  it('describes every line in every language and keeps verification notes out of the result', () => {
    for (const language of supportedLanguages) {
      for (const country of Object.keys(crisisResourceData().countries)) {
        for (const line of crisisResources(language, country).lines) {
          expect(line.description.length, `${language} ${line.id}`).toBeGreaterThan(3);
          expect(line).not.toHaveProperty('verifiedNote');
        }
      }
    }
  });

  it('gives every country a default language, emergency number and a suicide line', () => {
    const data = crisisResourceData();
    for (const language of supportedLanguages)
      expect(data.countries[data.defaultCountry[language]]).toBeDefined();
    for (const [code, country] of Object.entries(data.countries)) {
      expect(country.emergency.length, code).toBeGreaterThan(0);
      expect(
        country.lines.some((l) => l.topics.includes('suicide')),
        code,
      ).toBe(true);
    }
  });

  it('formats lines with their contact', () => {
    const gb = crisisResources('en', 'GB');
    const shout = gb.lines.find((l) => l.id === 'gb-shout')!;
    expect(formatLine(shout, 'en')).toBe('Shout (text SHOUT to 85258)');
    expect(formatLine(crisisResources('nl').lines[0]!, 'nl')).toBe(
      '113 Zelfmoordpreventie (0800-0113)',
    );
  });
});
