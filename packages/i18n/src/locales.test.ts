import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '@groeipad/domain';
import { findLocaleProblems, formatLocaleProblems } from './locale-problems';
import { namespaces } from './namespaces';
import { resources } from './resources';

const localesDir = fileURLToPath(new URL('../locales', import.meta.url));
const mbtiTypes = ['INTJ', 'INTP', 'ENTJ', 'ENTP', 'INFJ', 'INFP', 'ENFJ', 'ENFP']
  .concat(['ISTJ', 'ISFJ', 'ESTJ', 'ESFJ', 'ISTP', 'ISFP', 'ESTP', 'ESFP'])
  .sort();

describe('bundled locales', () => {
  it('has a folder for each of the seven languages and nothing else', () => {
    expect(readdirSync(localesDir).sort()).toEqual([...supportedLanguages].sort());
    expect(Object.keys(resources).sort()).toEqual([...supportedLanguages].sort());
  });

  it.each(supportedLanguages)('%s has every namespace file, and the bundle is that file', (lng) => {
    const files = readdirSync(`${localesDir}/${lng}`).sort();
    expect(files).toEqual(namespaces.map((ns) => `${ns}.json`).sort());
    for (const ns of namespaces) {
      const parsed: unknown = JSON.parse(readFileSync(`${localesDir}/${lng}/${ns}.json`, 'utf8'));
      expect(resources[lng][ns]).toEqual(parsed);
    }
  });

  it('every locale matches nl: same keys, no empties, same {{variables}}, plural forms per CLDR', () => {
    const problems = findLocaleProblems(resources);
    expect(problems, formatLocaleProblems(problems)).toEqual([]);
  });

  it.each(supportedLanguages)('%s names every language by its endonym', (lng) => {
    expect(resources[lng].common.language.names).toEqual({
      nl: 'Nederlands',
      en: 'English',
      de: 'Deutsch',
      es: 'Español',
      fr: 'Français',
      ja: '日本語',
      ko: '한국어',
    });
    expect(resources[lng].common.appName).toBe('Groeipad');
  });

  it.each(supportedLanguages)('%s has a title and description for all 16 MBTI types', (lng) => {
    expect(Object.keys(resources[lng].mbti.types).sort()).toEqual(mbtiTypes);
  });

  it('pins the Dutch texts the spec quotes', () => {
    const { common, home, mbti } = resources.nl;
    expect(common.loading).toBe('Laden van je persoonlijke AI coach...');
    expect(common.mainAreaLabel).toBe('AI-coach applicatie');
    expect(common.errors).toMatchObject({
      generic: 'Er is een fout opgetreden',
      title: 'Er is iets misgegaan',
      body: 'De applicatie heeft een onverwachte fout ondervonden.',
      reload: 'Herlaad de pagina',
    });
    expect(common.actions.install).toBe('Installeer');
    expect(common.actions.later).toBe('Later');
    expect(home.schemaVersion).toBe('Schemaversie {{version}}');
    expect(home.storageMode).toEqual({
      indexeddb: 'Opgeslagen op dit apparaat',
      memory: 'Alleen in het geheugen',
    });
    expect(mbti.unknownType).toBe('Onbekend type');
    expect(mbti.types.INTJ.title).toBe('De Architect');
  });

  it('pins the English texts the spec quotes', () => {
    expect(resources.en.common.errors.generic).toBe('An error occurred');
    expect(resources.en.mbti.unknownType).toBe('Unknown type');
  });

  it('names the sync status screen (linked from settings) without the schema version', () => {
    for (const language of supportedLanguages) {
      const { title, description } = resources[language].routes.screens.v14SyncStatus;
      expect(`${title} ${description}`, language).not.toMatch(/v14|tabel|table|Tabelle/i);
    }
  });
});
