// Loads a language's translations on demand and adds them to an i18next instance: first the namespaces the
// shell and home need, then the rest (two chunks per language, both precached by the service worker).
import { normalizeLanguage, type Language } from '@groeipad/domain';
import type { i18n } from 'i18next';
import { firstScreenNamespaces, laterNamespaces, type Namespace } from './namespaces';
import type { LocaleResources } from './resources-types';

type LocaleModule = { default: Partial<LocaleResources> };
type Part = 'first' | 'later';

const loaders: Record<Language, Record<Part, () => Promise<LocaleModule>>> = {
  nl: { first: () => import('./locale-nl-first'), later: () => import('./locale-nl') },
  en: { first: () => import('./locale-en-first'), later: () => import('./locale-en') },
  de: { first: () => import('./locale-de-first'), later: () => import('./locale-de') },
  es: { first: () => import('./locale-es-first'), later: () => import('./locale-es') },
  fr: { first: () => import('./locale-fr-first'), later: () => import('./locale-fr') },
  ja: { first: () => import('./locale-ja-first'), later: () => import('./locale-ja') },
  ko: { first: () => import('./locale-ko-first'), later: () => import('./locale-ko') },
};

const PARTS: Record<Part, readonly Namespace[]> = {
  first: firstScreenNamespaces,
  later: laterNamespaces,
};

/** Every namespace of `lng`, both chunks. */
export async function loadLocale(lng: string): Promise<LocaleResources> {
  const language = normalizeLanguage(lng);
  const [first, later] = await Promise.all([loaders[language].first(), loaders[language].later()]);
  return { ...first.default, ...later.default } as LocaleResources;
}

async function ensurePart(instance: i18n, language: Language, part: Part): Promise<void> {
  if (PARTS[part].every((ns) => instance.hasResourceBundle(language, ns))) return;
  const locale = (await loaders[language][part]()).default;
  for (const ns of PARTS[part]) instance.addResourceBundle(language, ns, locale[ns], true, true);
}

/**
 * Makes `lng` usable in `instance`: with `only: 'first'` just the first-screen namespaces, otherwise all.
 * Dutch is not loaded alongside: every locale holds every Dutch key (a test in this package checks it),
 * so the fallback is never needed and would only double what a non-Dutch user downloads.
 */
export async function ensureLanguage(instance: i18n, lng: string, only?: 'first'): Promise<void> {
  const language = normalizeLanguage(lng);
  await Promise.all([
    ensurePart(instance, language, 'first'),
    only === 'first' ? undefined : ensurePart(instance, language, 'later'),
  ]);
}
