// All seven languages at once, for tests and tools (the app loads one language at a time: locale-loader.ts).
import { supportedLanguages, type Language } from '@groeipad/domain';
import { collectLocale } from './collect-locale';
import { namespaces } from './namespaces';
import type { SourceResources } from './resources-types';

export type { LocaleResources, SourceResources } from './resources-types';

const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

function localeOf(lng: Language) {
  const prefix = `../locales/${lng}/`;
  return collectLocale(
    Object.fromEntries(Object.entries(files).filter(([file]) => file.startsWith(prefix))),
    namespaces,
  );
}

export const resources = Object.fromEntries(
  supportedLanguages.map((lng) => [lng, localeOf(lng)]),
) as Record<Language, SourceResources>;
