// Turns the user's query into a MiniSearch query tree with the same terms the index holds.
import type { Query } from 'minisearch';
import { isCjkTerm } from './normalize';
import { segments, segmentTokens, type WordTerms } from './tokenize';

export type Combine = 'AND' | 'OR';

/** Prefix matching for terms of 4+ characters, and for a single CJK character (a bigram's first half). */
export function usePrefix(term: string): boolean {
  return term.length >= 4 || (term.length === 1 && isCjkTerm(term));
}

/** Fuzzy matching (20% of the length in edits) for words of 4+ characters; not for CJK. */
export function useFuzzy(term: string): number | false {
  return term.length >= 4 && !isCjkTerm(term) ? 0.2 : false;
}

/**
 * One subquery per word, joined with `combine`. A word matches by its stem or an extra form. A CJK
 * run matches as a whole token or through its bigrams, joined with `combine` too: AND asks for every
 * bigram, OR for any. Null when nothing is searchable.
 */
export function buildQuery(text: string, wordTerms: WordTerms, combine: Combine): Query | null {
  const seen = new Set<string>();
  const queries: Query[] = [];
  for (const segment of segments(text)) {
    const [first, ...rest] = segmentTokens(segment, wordTerms).map((token) => token.term);
    // A repeated word would only count twice in the score.
    if (first === undefined || seen.has(first)) continue;
    seen.add(first);
    if (rest.length === 0) {
      queries.push(first);
    } else if (segment.cjk) {
      queries.push({
        combineWith: 'OR',
        queries: [first, { combineWith: combine, queries: rest }],
      });
    } else {
      queries.push({ combineWith: 'OR', queries: [first, ...rest] });
    }
  }
  if (queries.length === 0) return null;
  return { combineWith: combine, queries };
}

/** How many terms a query tree holds; with one term AND and OR are the same query. */
export function leafCount(query: Query): number {
  if (typeof query === 'string') return 1;
  if (typeof query === 'symbol') return 0;
  return query.queries.reduce((sum, sub) => sum + leafCount(sub), 0);
}
