// Builds the hits the UI shows: snippet around the first match and the matched words to highlight.
import { makeSnippet } from './snippet';
import { tokenize, type WordTerms } from './tokenize';
import type { SearchDocument, SearchHit } from './search-types';

const MAX_TERMS = 20;

/** A list() hit: no query, so the snippet is the start of the text. */
export function listHit(doc: SearchDocument): SearchHit {
  const { id, kind, title, date } = doc;
  return { id, kind, score: 0, title, date, snippet: makeSnippet(doc.text), terms: [] };
}

/** A search hit; `matched` are the index terms MiniSearch matched in this document. */
export function searchHit(
  doc: SearchDocument,
  score: number,
  matched: ReadonlySet<string>,
  wordTerms: WordTerms,
): SearchHit {
  const { id, kind, title, date } = doc;
  const textTokens = tokenize(doc.text, wordTerms).filter((token) => matched.has(token.term));
  const titleTokens = tokenize(title, wordTerms).filter((token) => matched.has(token.term));
  const terms = [...new Set([...titleTokens, ...textTokens].map((token) => token.surface))];
  return {
    id,
    kind,
    score,
    title,
    date,
    snippet: makeSnippet(doc.text, textTokens[0]?.start),
    terms: terms.slice(0, MAX_TERMS),
  };
}
