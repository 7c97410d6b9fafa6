// Supported interface languages and normalisation of a locale to one of them (SPEC.md section 5).

export const supportedLanguages = ['nl', 'en', 'de', 'es', 'fr', 'ja', 'ko'] as const;
export type Language = (typeof supportedLanguages)[number];
export const fallbackLanguage: Language = 'nl';

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** Keeps only the language part of a locale ('en-US' -> 'en'); unsupported or empty gives nl. */
export function normalizeLanguage(locale: string | null | undefined): Language {
  if (typeof locale !== 'string') return fallbackLanguage;
  const part = locale.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isSupportedLanguage(part) ? part : fallbackLanguage;
}
