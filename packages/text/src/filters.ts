// The search filters as a predicate over documents.
import { foldText } from './normalize';
import type { SearchDocument, SearchFilters } from './search-types';

function foldTag(tag: string): string {
  return foldText(tag.trim().replace(/^#/, ''));
}

export function matchesFilters(doc: SearchDocument, filters: SearchFilters | undefined): boolean {
  if (!filters) return true;
  const { kinds, tag, mood, levensgebied, from, to } = filters;
  if (kinds && kinds.length > 0 && !kinds.includes(doc.kind)) return false;
  if (tag !== undefined && tag.trim() !== '') {
    const wanted = foldTag(tag);
    if (!doc.tags.some((t) => foldTag(t) === wanted)) return false;
  }
  if (mood !== undefined && doc.mood !== mood) return false;
  if (levensgebied !== undefined && levensgebied !== '' && doc.levensgebied !== levensgebied) {
    return false;
  }
  if (from !== undefined && doc.date < from) return false;
  if (to !== undefined && doc.date >= to) return false;
  return true;
}
