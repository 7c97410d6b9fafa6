// The browser language detector with its localStorage, navigator and htmlTag lookups reading injected sources.
import LanguageDetector from 'i18next-browser-languagedetector';
import type { CustomDetector, DetectorOptions } from 'i18next-browser-languagedetector';
import { isSupportedLanguage, normalizeLanguage } from '@groeipad/domain';
import type { LanguageSources, LanguageStorage } from './language-sources';

/** SPEC.md section 9: saved preference, then browser language, then the page's lang tag. */
export const detectionOrder = ['localStorage', 'navigator', 'htmlTag'] as const;
export const detectionCaches = ['localStorage'] as const;
export const storageKey = 'i18nextLng';

/**
 * Keeps only the language part. A supported one is normalised; an unsupported one is passed on
 * as is, so i18next skips it and tries the next source ('it-IT', 'fr-FR' gives fr), and falls
 * back to nl when no source has a supported language.
 */
export function convertDetectedLanguage(detected: string): string {
  const part = detected.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isSupportedLanguage(part) ? normalizeLanguage(part) : part;
}

function readStorage(storage: LanguageStorage | null, key: string): string | undefined {
  try {
    return storage?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

function writeStorage(storage: LanguageStorage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // A full or blocked storage only means the choice is detected again next time.
  }
}

function sourceDetectors(sources: LanguageSources): CustomDetector[] {
  return [
    {
      name: 'localStorage',
      lookup: (options: DetectorOptions) =>
        readStorage(sources.storage, options.lookupLocalStorage ?? storageKey),
      cacheUserLanguage: (lng: string, options: DetectorOptions) =>
        writeStorage(sources.storage, options.lookupLocalStorage ?? storageKey, lng),
    },
    {
      name: 'navigator',
      lookup: () => (sources.languages.length > 0 ? [...sources.languages] : undefined),
    },
    { name: 'htmlTag', lookup: () => sources.root?.lang || undefined },
  ];
}

/** The library re-registers its own lookups in init(), so ours are added after it, replacing them by name. */
export class SourcesLanguageDetector extends LanguageDetector {
  private readonly sources: LanguageSources;

  constructor(sources: LanguageSources) {
    super();
    this.sources = sources;
  }

  override init(...args: Parameters<LanguageDetector['init']>): void {
    super.init(...args);
    // The base constructor calls init() before `sources` is assigned.
    if (!this.sources) return;
    for (const detector of sourceDetectors(this.sources)) this.addDetector(detector);
  }
}
