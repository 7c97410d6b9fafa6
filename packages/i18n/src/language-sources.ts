// Where the language comes from (saved choice, browser, page tag), injectable so detection runs in Node tests.

/** The part of Web Storage the detector needs; window.localStorage fits. */
export type LanguageStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
};

/** An element carrying the page language; document.documentElement fits. */
export type LangElement = { lang: string };

export type LanguageSources = {
  storage: LanguageStorage | null;
  languages: readonly string[];
  root: LangElement | null;
};

/** localStorage can be missing (Node) or throw on access (blocked storage): then nothing is saved. */
export function browserStorage(): LanguageStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages.length > 0) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

export function documentRoot(): LangElement | null {
  return typeof document === 'undefined' ? null : document.documentElement;
}

export function browserLanguageSources(): LanguageSources {
  return { storage: browserStorage(), languages: browserLanguages(), root: documentRoot() };
}
