// Loads the NLP.js Snowball stemmer for a language on demand; each one becomes its own small chunk.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- apps compile this source directly and need the ambient NLP.js types with it
/// <reference path="./nlpjs.d.ts" />
import { baseLanguage } from './normalize';
import type { WordTerms } from './tokenize';

export const STEMMED_LANGUAGES = ['nl', 'en', 'de', 'es', 'fr'] as const;
export type StemmedLanguage = (typeof STEMMED_LANGUAGES)[number];

type StemmerClass = new () => { stemWord(word: string): string };

// English comes from lang-en-min (a dependency of lang-en): lang-en itself would pull in its lexicon.
const loaders: Record<StemmedLanguage, () => Promise<{ default: StemmerClass }>> = {
  nl: () => import('@nlpjs/lang-nl/src/stemmer-nl.js'),
  en: () => import('@nlpjs/lang-en-min/src/stemmer-en.js'),
  de: () => import('@nlpjs/lang-de/src/stemmer-de.js'),
  es: () => import('@nlpjs/lang-es/src/stemmer-es.js'),
  fr: () => import('@nlpjs/lang-fr/src/stemmer-fr.js'),
};

// Snowball leaves the ge- of past participles on ('gewandeld', 'gelaufen'), so 'wandelen' would never
// find 'ik heb gewandeld'. These words are indexed a second time without it.
const PARTICIPLE: Partial<Record<StemmedLanguage, RegExp>> = {
  nl: /^ge(.{3,}(?:d|t|en))$/,
  de: /^ge(.{3,}(?:t|en))$/,
};

const loaded = new Map<StemmedLanguage, Promise<WordTerms>>();

export function isStemmedLanguage(language: string): language is StemmedLanguage {
  return (STEMMED_LANGUAGES as readonly string[]).includes(language);
}

function keepWord(word: string): readonly string[] {
  return [word];
}

function wordTermsFor(lang: StemmedLanguage, Stemmer: StemmerClass): WordTerms {
  const stemmer = new Stemmer();
  const stem = (word: string) => stemmer.stemWord(word) || word;
  const participle = PARTICIPLE[lang];
  // Journals reuse the same few thousand words; remembering them makes indexing several times faster.
  const known = new Map<string, readonly string[]>();
  return (word) => {
    let terms = known.get(word);
    if (!terms) {
      const main = stem(word);
      const bare = participle?.exec(word)?.[1];
      const extra = bare === undefined ? main : stem(bare);
      terms = extra === main ? [main] : [main, extra];
      known.set(word, terms);
    }
    return terms;
  };
}

/** Index terms for a language ('nl-BE' counts as nl); languages without a stemmer keep the word. */
export function loadStemmer(language: string): Promise<WordTerms> {
  const lang = baseLanguage(language);
  if (!isStemmedLanguage(lang)) return Promise.resolve(keepWord);
  let wordTerms = loaded.get(lang);
  if (!wordTerms) {
    wordTerms = loaders[lang]().then(({ default: Stemmer }) => wordTermsFor(lang, Stemmer));
    // A failed chunk load (offline before it was cached) may succeed on a later try.
    wordTerms.catch(() => loaded.delete(lang));
    loaded.set(lang, wordTerms);
  }
  return wordTerms;
}
