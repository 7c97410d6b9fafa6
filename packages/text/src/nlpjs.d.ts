// Types for the parts of the untyped NLP.js CommonJS packages we load with dynamic import().

declare module '@nlpjs/core' {
  /** An NLP.js plugin class; `container.use()` instantiates it and calls `register`. */
  export type NlpPluginClass = new () => { register(container: NlpContainer): void };
  export type NlpContainer = { use(plugin: NlpPluginClass): void };
  const core: { containerBootstrap(): NlpContainer };
  export default core;
}

declare module '@nlpjs/sentiment' {
  import type { NlpContainer } from '@nlpjs/core';
  export type NlpSentiment = {
    score: number;
    numWords: number;
    numHits: number;
    average: number;
    locale: string;
    vote: 'positive' | 'negative' | 'neutral';
  };
  export type NlpSentimentAnalyzer = {
    process(input: { locale: string; text: string }): Promise<{ sentiment: NlpSentiment }>;
  };
  const sentiment: {
    SentimentAnalyzer: new (settings: { container: NlpContainer }) => NlpSentimentAnalyzer;
  };
  export default sentiment;
}

declare module '@nlpjs/lang-nl' {
  import type { NlpPluginClass } from '@nlpjs/core';
  const lang: { LangNl: NlpPluginClass };
  export default lang;
}
declare module '@nlpjs/lang-en' {
  import type { NlpPluginClass } from '@nlpjs/core';
  const lang: { LangEn: NlpPluginClass };
  export default lang;
}
declare module '@nlpjs/lang-de' {
  import type { NlpPluginClass } from '@nlpjs/core';
  const lang: { LangDe: NlpPluginClass };
  export default lang;
}
declare module '@nlpjs/lang-es' {
  import type { NlpPluginClass } from '@nlpjs/core';
  const lang: { LangEs: NlpPluginClass };
  export default lang;
}
declare module '@nlpjs/lang-fr' {
  import type { NlpPluginClass } from '@nlpjs/core';
  const lang: { LangFr: NlpPluginClass };
  export default lang;
}

// Snowball stemmers, imported one file deep so search loads a stemmer without the sentiment lexicon.
declare module '@nlpjs/lang-nl/src/stemmer-nl.js' {
  export default class StemmerNl {
    stemWord(word: string): string;
  }
}
declare module '@nlpjs/lang-en-min/src/stemmer-en.js' {
  export default class StemmerEn {
    stemWord(word: string): string;
  }
}
declare module '@nlpjs/lang-de/src/stemmer-de.js' {
  export default class StemmerDe {
    stemWord(word: string): string;
  }
}
declare module '@nlpjs/lang-es/src/stemmer-es.js' {
  export default class StemmerEs {
    stemWord(word: string): string;
  }
}
declare module '@nlpjs/lang-fr/src/stemmer-fr.js' {
  export default class StemmerFr {
    stemWord(word: string): string;
  }
}
