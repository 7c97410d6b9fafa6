// Public surface of @groeipad/i18n: the i18next setup, the bundled locales and the locale checker.
export { createI18n, changeLanguage, currentLanguage } from './create-i18n';
export type { CreateI18nOptions } from './create-i18n';
export {
  convertDetectedLanguage,
  detectionCaches,
  detectionOrder,
  storageKey,
} from './language-detector';
export type { LangElement, LanguageSources, LanguageStorage } from './language-sources';
export { defaultNamespace, namespaces } from './namespaces';
export type { Namespace } from './namespaces';
export { resources } from './resources';
export type { LocaleResources, SourceResources } from './resources';
export type { TranslationResources } from './custom-types';
export { findLocaleProblems, formatLocaleProblems, pluralCategoriesOf } from './locale-problems';
export type { LocaleProblem, LocaleProblemKind } from './locale-problems';
