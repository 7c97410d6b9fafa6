// Test helper: search documents with sensible defaults.
import type { SearchDocument } from '../search-types';

const DAY = 86_400_000;
export const BASE_DATE = Date.UTC(2025, 0, 1);

export function doc(id: string, fields: Partial<SearchDocument> = {}): SearchDocument {
  return { id, kind: 'entry', title: '', text: '', tags: [], date: BASE_DATE, ...fields };
}

export function day(n: number): number {
  return BASE_DATE + n * DAY;
}
