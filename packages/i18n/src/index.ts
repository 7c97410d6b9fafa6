// Public surface of @groeipad/i18n: the i18next setup, locales (all at once or one language on demand) and the checker.
export { createI18nWith, changeLanguage, currentLanguage } from './create-i18n';
export { createI18n } from './bundled-i18n';
export { startI18n } from './start-i18n';
export { ensureLanguage, loadLocale } from './locale-loader';
export type { CreateI18nOptions } from './create-i18n';
export {
  convertDetectedLanguage,
  detectionCaches,
  detectionOrder,
  storageKey,
} from './language-detector';
export type { LangElement, LanguageSources, LanguageStorage } from './language-sources';
export { defaultNamespace, firstScreenNamespaces, laterNamespaces, namespaces } from './namespaces';
export type { Namespace } from './namespaces';
export { resources } from './resources';
export type { LocaleResources, SourceResources } from './resources-types';
export type { TranslationResources } from './custom-types';
export { findLocaleProblems, formatLocaleProblems, pluralCategoriesOf } from './locale-problems';
export type { LocaleProblem, LocaleProblemKind } from './locale-problems';
