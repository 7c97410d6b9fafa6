// @groeipad/text: language-aware search and sentiment on the device.
export type {
  SearchDocument,
  SearchFilters,
  SearchHit,
  SearchIndex,
  SearchKind,
} from './search-types';
export { createSearchIndex, DEFAULT_LIMIT } from './search-index';
export { SNIPPET_LENGTH } from './snippet';
export { STEMMED_LANGUAGES, type StemmedLanguage } from './stemmers';
export {
  analyzeSentiment,
  isSentimentLanguage,
  SENTIMENT_LANGUAGES,
  type SentimentLanguage,
  type SentimentResult,
} from './sentiment';
export { guessLanguage } from './guess-language';
export { GUESSED_LANGUAGES, type GuessedLanguage } from './function-words';
export { foldText } from './normalize';
