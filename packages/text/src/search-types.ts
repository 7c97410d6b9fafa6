// Public types of the search index.

export type SearchKind = 'entry' | 'goal' | 'task';

/** What the index holds of a record: searchable text plus the fields the filters look at. */
export type SearchDocument = {
  id: string;
  kind: SearchKind;
  title: string;
  text: string;
  tags: readonly string[];
  /** 1-5 */
  mood?: number;
  levensgebied?: string;
  /** Epoch milliseconds; list() sorts on it, newest first. */
  date: number;
};

/** Every given filter must hold. Empty strings and an empty `kinds` list mean "no filter". */
export type SearchFilters = {
  kinds?: readonly SearchKind[];
  /** Exact tag, ignoring case and accents. */
  tag?: string;
  mood?: number;
  levensgebied?: string;
  /** Inclusive, epoch ms. */
  from?: number;
  /** Exclusive, epoch ms. */
  to?: number;
};

export type SearchHit = {
  id: string;
  kind: SearchKind;
  /** Relevance; 0 for list() results. */
  score: number;
  title: string;
  date: number;
  /** About 160 characters of the text around the first match, '…' where cut, whitespace collapsed. */
  snippet: string;
  /** Words as written in the title and text that matched the query, to highlight; [] for list(). */
  terms: string[];
};

export type SearchIndex = {
  /** The language whose stemmer the index uses ('nl', 'ja', ...). */
  readonly language: string;
  /** Adds a document; a document with the same id is replaced. */
  add(doc: SearchDocument): void;
  addAll(docs: readonly SearchDocument[]): void;
  /** Removes by id; unknown ids are ignored. */
  remove(id: string): void;
  /** Adds or replaces. */
  replace(doc: SearchDocument): void;
  has(id: string): boolean;
  clear(): void;
  readonly size: number;
  /**
   * Best matches first: documents with every query word, or, when there are none, with any of them.
   * A blank query is list(). `limit` defaults to DEFAULT_LIMIT (100); Infinity gives all.
   */
  search(query: string, filters?: SearchFilters, limit?: number): SearchHit[];
  /** No query: filtered documents, newest first (ties by id). `limit` as for search(). */
  list(filters: SearchFilters, limit?: number): SearchHit[];
};
