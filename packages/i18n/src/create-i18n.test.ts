import { describe, expect, it } from 'vitest';
import { createI18n } from './bundled-i18n';
import { changeLanguage, currentLanguage } from './create-i18n';
import { convertDetectedLanguage, storageKey } from './language-detector';
import type { LanguageStorage } from './language-sources';

function memoryStorage(
  initial: Record<string, string> = {},
): LanguageStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

function setup(stored: Record<string, string>, languages: string[], htmlLang = '') {
  const storage = memoryStorage(stored);
  const root = { lang: htmlLang };
  const i18n = createI18n({ storage, languages, root });
  return { i18n, storage, root };
}

describe('language detection', () => {
  it('uses the saved choice first', () => {
    const { i18n } = setup({ [storageKey]: 'de' }, ['fr-FR'], 'es');
    expect(i18n.language).toBe('de');
    expect(i18n.t('common:language.label')).toBe('Sprache');
  });

  it('keeps only the language part of a saved locale', () => {
    expect(setup({ [storageKey]: 'de-AT' }, ['fr-FR']).i18n.language).toBe('de');
  });

  it('with nothing saved takes the browser language and caches it', () => {
    const { i18n, storage, root } = setup({}, ['fr-FR', 'en-US']);
    expect(i18n.language).toBe('fr');
    expect(storage.data.get(storageKey)).toBe('fr');
    expect(root.lang).toBe('fr');
  });

  it('falls back to nl for an unsupported browser language', () => {
    const { i18n, storage } = setup({}, ['it-IT']);
    expect(i18n.language).toBe('nl');
    expect(storage.data.get(storageKey)).toBe('nl');
  });

  it('skips an unsupported browser language for a supported one further down', () => {
    expect(setup({}, ['it-IT', 'es-MX']).i18n.language).toBe('es');
  });

  it('uses the page lang tag last', () => {
    expect(setup({}, [], 'ja').i18n.language).toBe('ja');
    expect(setup({}, ['ko-KR'], 'ja').i18n.language).toBe('ko');
  });

  it('falls back to nl with no source at all, storage missing or throwing', () => {
    expect(createI18n({ storage: null, languages: [], root: null }).language).toBe('nl');
    const throwing: LanguageStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(createI18n({ storage: throwing, languages: ['en'], root: null }).language).toBe('en');
  });

  it('converts detected codes to the language part, leaving unsupported ones for i18next to skip', () => {
    expect(convertDetectedLanguage('en-GB')).toBe('en');
    expect(convertDetectedLanguage('ZH_tw')).toBe('zh');
    expect(convertDetectedLanguage('ko')).toBe('ko');
  });
});

describe('createI18n', () => {
  it('is ready on return with the spec loading text in nl', () => {
    const { i18n } = setup({}, ['nl-NL']);
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('common:loading')).toBe('Laden van je persoonlijke AI coach...');
    expect(i18n.t('loading')).toBe('Laden van je persoonlijke AI coach...');
    // Keys are type-checked against the Dutch source (CustomTypeOptions); tsc fails if this compiles.
    // @ts-expect-error not a key of common
    expect(i18n.t('common:doesNotExist')).toBe('doesNotExist');
  });

  it('pluralises per language and does not escape (React does)', () => {
    const { i18n } = setup({}, ['nl']);
    expect(i18n.t('home:recordCount', { count: 1 })).toBe('1 record');
    expect(i18n.t('home:recordCount', { count: 2 })).toBe('2 records');
    expect(i18n.t('home:schemaVersion', { version: '<14>' })).toBe('Schemaversie <14>');
    const ja = createI18n({ lng: 'ja', storage: null, languages: [], root: null });
    expect(ja.t('home:recordCount', { count: 1 })).toBe('1 件のレコード');
  });

  it('changeLanguage normalises, caches and updates the lang attribute', async () => {
    const { i18n, storage, root } = setup({}, ['nl']);
    await expect(changeLanguage(i18n, 'en-GB', root)).resolves.toBe('en');
    expect(i18n.language).toBe('en');
    expect(currentLanguage(i18n)).toBe('en');
    expect(storage.data.get(storageKey)).toBe('en');
    expect(root.lang).toBe('en');
    expect(i18n.t('common:errors.generic')).toBe('An error occurred');
    await changeLanguage(i18n, 'pt-BR', root);
    expect(i18n.language).toBe('nl');
    expect(root.lang).toBe('nl');
  });
});
