import { describe, expect, it } from 'vitest';
import { normalizeLanguage, supportedLanguages } from './language';

describe('normalizeLanguage', () => {
  it('keeps only the language part of a locale', () => {
    expect(normalizeLanguage('en-US')).toBe('en');
    expect(normalizeLanguage('de_DE')).toBe('de');
    expect(normalizeLanguage('JA')).toBe('ja');
    expect(normalizeLanguage('ko-KR')).toBe('ko');
  });
  it('falls back to nl for unsupported, empty or missing input', () => {
    expect(normalizeLanguage('it-IT')).toBe('nl');
    expect(normalizeLanguage('')).toBe('nl');
    expect(normalizeLanguage(undefined)).toBe('nl');
    expect(normalizeLanguage(null)).toBe('nl');
  });
  it('supports exactly the seven languages of the spec', () => {
    expect([...supportedLanguages].sort()).toEqual(['de', 'en', 'es', 'fr', 'ja', 'ko', 'nl']);
  });
});
