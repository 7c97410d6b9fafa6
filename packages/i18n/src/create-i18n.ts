// Builds i18next instances: the spec's detection order, nl as the fallback, locales given by the caller.
import { createInstance } from 'i18next';
import type { i18n, Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLanguage, normalizeLanguage, supportedLanguages } from '@groeipad/domain';
import type { Language } from '@groeipad/domain';
import {
  SourcesLanguageDetector,
  convertDetectedLanguage,
  detectionCaches,
  detectionOrder,
  storageKey,
} from './language-detector';
import { browserLanguageSources, documentRoot } from './language-sources';
import type { LangElement, LanguageSources } from './language-sources';
import { defaultNamespace, namespaces } from './namespaces';
import { ensureLanguage } from './locale-loader';

export type CreateI18nOptions = Partial<LanguageSources> & {
  /** Skips detection, e.g. for a test or a server render in one known language. */
  lng?: string;
};

/**
 * Returns an initialised instance holding `resources`. initAsync is off, so t() works as soon as this
 * returns for every language in `resources`; others are added by `ensureLanguage` before use.
 */
export function createI18nWith(resources: Resource, options: CreateI18nOptions = {}): i18n {
  const browser = browserLanguageSources();
  const sources: LanguageSources = {
    storage: options.storage === undefined ? browser.storage : options.storage,
    languages: options.languages ?? browser.languages,
    root: options.root === undefined ? browser.root : options.root,
  };
  const instance = createInstance();
  instance.use(new SourcesLanguageDetector(sources)).use(initReactI18next);
  // Screen readers and hyphenation follow <html lang>, so it tracks the active language.
  instance.on('languageChanged', (lng: string) => {
    if (sources.root) sources.root.lang = lng;
  });
  void instance.init({
    resources,
    ns: [...namespaces],
    defaultNS: defaultNamespace,
    fallbackNS: false,
    supportedLngs: [...supportedLanguages],
    nonExplicitSupportedLngs: false,
    load: 'languageOnly',
    fallbackLng: fallbackLanguage,
    ...(options.lng === undefined ? {} : { lng: normalizeLanguage(options.lng) }),
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false },
    // A screen drawn before a language's second chunk arrived re-renders once it is added.
    react: { bindI18nStore: 'added' },
    detection: {
      order: [...detectionOrder],
      caches: [...detectionCaches],
      lookupLocalStorage: storageKey,
      convertDetectedLanguage,
    },
  });
  return instance;
}

/** Switches to the language part of `lng` (unsupported gives nl) and keeps <html lang> in step. */
export async function changeLanguage(
  instance: i18n,
  lng: string,
  root: LangElement | null = documentRoot(),
): Promise<Language> {
  const language = normalizeLanguage(lng);
  await ensureLanguage(instance, language);
  await instance.changeLanguage(language);
  if (root) root.lang = language;
  return language;
}

/** The active language as one of the seven, whatever i18next holds. */
export function currentLanguage(instance: i18n): Language {
  return normalizeLanguage(instance.resolvedLanguage ?? instance.language);
}
