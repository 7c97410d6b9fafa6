// The full-text index: MiniSearch over title, text and tags with a stemmer for the index language.
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { matchesFilters } from './filters';
import { listHit, searchHit } from './hits';
import { baseLanguage } from './normalize';
import { buildQuery, leafCount, useFuzzy, usePrefix } from './query';
import { loadStemmer } from './stemmers';
import { tokenize, type WordTerms } from './tokenize';
import type { SearchDocument, SearchFilters, SearchHit, SearchIndex } from './search-types';

export const DEFAULT_LIMIT = 100;

function byNewest(a: SearchDocument, b: SearchDocument): number {
  return b.date - a.date || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function createMiniSearch(wordTerms: WordTerms): MiniSearch<SearchDocument> {
  return new MiniSearch<SearchDocument>({
    fields: ['title', 'text', 'tags'],
    storeFields: [],
    // MiniSearch reads the id through this too.
    extractField: (doc, field) => {
      if (field === 'tags') return doc.tags.join(' ');
      return field === 'id' ? doc.id : field === 'title' ? doc.title : doc.text;
    },
    // The terms are final after tokenize; the query is tokenized by buildQuery the same way.
    tokenize: (text) => tokenize(text, wordTerms).map((token) => token.term),
    processTerm: (term) => term,
    searchOptions: {
      boost: { title: 2, tags: 1.5 },
      prefix: usePrefix,
      fuzzy: useFuzzy,
      tokenize: (term) => [term],
      processTerm: (term) => term,
    },
  });
}

/** An empty index for texts mostly in `language`; loads that language's stemmer first. */
export async function createSearchIndex(language: string): Promise<SearchIndex> {
  const wordTerms = await loadStemmer(language);
  const mini = createMiniSearch(wordTerms);
  // Our own copies: MiniSearch needs the indexed fields back to remove a document cleanly.
  const docs = new Map<string, SearchDocument>();

  function remove(id: string): void {
    const doc = docs.get(id);
    if (!doc) return;
    mini.remove(doc);
    docs.delete(id);
  }

  function add(doc: SearchDocument): void {
    remove(doc.id);
    const copy = { ...doc, tags: [...doc.tags] };
    mini.add(copy);
    docs.set(copy.id, copy);
  }

  function list(filters: SearchFilters, limit = DEFAULT_LIMIT): SearchHit[] {
    const found: SearchDocument[] = [];
    for (const doc of docs.values()) if (matchesFilters(doc, filters)) found.push(doc);
    return found.sort(byNewest).slice(0, Math.max(0, limit)).map(listHit);
  }

  function run(query: Query | null, filters: SearchFilters | undefined): SearchResult[] {
    if (!query) return [];
    const filter = (result: SearchResult) => {
      const doc = docs.get(String(result.id));
      return doc !== undefined && matchesFilters(doc, filters);
    };
    return mini.search(query, { filter });
  }

  function search(query: string, filters?: SearchFilters, limit = DEFAULT_LIMIT): SearchHit[] {
    if (query.trim() === '') return list(filters ?? {}, limit);
    const strict = buildQuery(query, wordTerms, 'AND');
    let results = run(strict, filters);
    // Nothing has every word: show what has some of them rather than nothing.
    if (results.length === 0 && strict && leafCount(strict) > 1) {
      results = run(buildQuery(query, wordTerms, 'OR'), filters);
    }
    const hits: { doc: SearchDocument; result: SearchResult }[] = [];
    for (const result of results) {
      const doc = docs.get(String(result.id));
      if (doc) hits.push({ doc, result });
    }
    hits.sort((a, b) => b.result.score - a.result.score || byNewest(a.doc, b.doc));
    return hits
      .slice(0, Math.max(0, limit))
      .map(({ doc, result }) => searchHit(doc, result.score, new Set(result.terms), wordTerms));
  }

  return {
    language: baseLanguage(language),
    add,
    addAll: (all) => all.forEach(add),
    remove,
    replace: add,
    has: (id) => docs.has(id),
    clear: () => {
      mini.removeAll();
      docs.clear();
    },
    get size() {
      return docs.size;
    },
    search,
    list,
  };
}
