// Sentiment of a text with the NLP.js lexicons; each language's lexicon is loaded on first use.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- apps compile this source directly and need the ambient NLP.js types with it
/// <reference path="./nlpjs.d.ts" />
import type { NlpContainer, NlpPluginClass } from '@nlpjs/core';
import type { NlpSentimentAnalyzer } from '@nlpjs/sentiment';
import { baseLanguage } from './normalize';

/** Languages with a sentiment lexicon (nl and fr: Pattern; en, de, es: SentiCon). */
export const SENTIMENT_LANGUAGES = ['nl', 'en', 'de', 'es', 'fr'] as const;
export type SentimentLanguage = (typeof SENTIMENT_LANGUAGES)[number];

export type SentimentResult = {
  /** Lexicon score per word (NLP.js `average`), clamped to -1..1. */
  score: number;
  vote: 'positive' | 'negative' | 'neutral';
  language: string;
  /** Words found in the lexicon, negations included. */
  hits: number;
};

// Each language package registers its tokenizer, stemmer and lexicon in the shared container.
const languagePlugins: Record<SentimentLanguage, () => Promise<NlpPluginClass>> = {
  nl: async () => (await import('@nlpjs/lang-nl')).default.LangNl,
  en: async () => (await import('@nlpjs/lang-en')).default.LangEn,
  de: async () => (await import('@nlpjs/lang-de')).default.LangDe,
  es: async () => (await import('@nlpjs/lang-es')).default.LangEs,
  fr: async () => (await import('@nlpjs/lang-fr')).default.LangFr,
};

type Engine = { container: NlpContainer; analyzer: NlpSentimentAnalyzer };

let engine: Promise<Engine> | undefined;
const languages = new Map<SentimentLanguage, Promise<void>>();

function remember<T>(promise: Promise<T>, forget: () => void): Promise<T> {
  // A failed chunk load (offline before it was cached) may succeed on a later try.
  promise.catch(forget);
  return promise;
}

function loadEngine(): Promise<Engine> {
  engine ??= remember(
    Promise.all([import('@nlpjs/core'), import('@nlpjs/sentiment')]).then(([core, sentiment]) => {
      const container = core.default.containerBootstrap();
      const analyzer = new sentiment.default.SentimentAnalyzer({ container });
      return { container, analyzer };
    }),
    () => (engine = undefined),
  );
  return engine;
}

function loadLanguage(language: SentimentLanguage, container: NlpContainer): Promise<void> {
  let loaded = languages.get(language);
  if (!loaded) {
    loaded = remember(
      languagePlugins[language]().then((plugin) => container.use(plugin)),
      () => languages.delete(language),
    );
    languages.set(language, loaded);
  }
  return loaded;
}

export function isSentimentLanguage(language: string): language is SentimentLanguage {
  return (SENTIMENT_LANGUAGES as readonly string[]).includes(language);
}

/** Null for languages without a lexicon (ja, ko, ...) and for text without words. */
export async function analyzeSentiment(
  text: string,
  language: string,
): Promise<SentimentResult | null> {
  const lang = baseLanguage(language);
  if (!isSentimentLanguage(lang) || !/[\p{L}\p{N}]/u.test(text)) return null;
  const { container, analyzer } = await loadEngine();
  await loadLanguage(lang, container);
  const { sentiment } = await analyzer.process({ locale: lang, text });
  if (sentiment.numWords === 0) return null;
  return {
    score: Math.max(-1, Math.min(1, sentiment.average)),
    vote: sentiment.vote,
    language: lang,
    hits: sentiment.numHits,
  };
}
