// Loads a language's translations on demand (one chunk per language, precached by the service worker) and
// adds them to an i18next instance; Dutch, the fallback, is always loaded alongside.
import { fallbackLanguage, normalizeLanguage, type Language } from '@groeipad/domain';
import type { i18n } from 'i18next';
import { defaultNamespace, namespaces } from './namespaces';
import type { LocaleResources } from './resources-types';

type LocaleModule = { default: LocaleResources };

const loaders: Record<Language, () => Promise<LocaleModule>> = {
  nl: () => import('./locale-nl'),
  en: () => import('./locale-en'),
  de: () => import('./locale-de'),
  es: () => import('./locale-es'),
  fr: () => import('./locale-fr'),
  ja: () => import('./locale-ja'),
  ko: () => import('./locale-ko'),
};

export async function loadLocale(lng: string): Promise<LocaleResources> {
  return (await loaders[normalizeLanguage(lng)]()).default;
}

/** Makes `lng` (and nl) usable in `instance`; does nothing for languages it already holds. */
export async function ensureLanguage(instance: i18n, lng: string): Promise<void> {
  const language = normalizeLanguage(lng);
  const wanted = language === fallbackLanguage ? [language] : [language, fallbackLanguage];
  const missing = wanted.filter((l) => !instance.hasResourceBundle(l, defaultNamespace));
  await Promise.all(
    missing.map(async (l) => {
      const locale = await loadLocale(l);
      for (const ns of namespaces) instance.addResourceBundle(l, ns, locale[ns], true, true);
    }),
  );
}
