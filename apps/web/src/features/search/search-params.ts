// The query and filters of /search in the URL (?q=...&kind=entry,task&mood=4&from=2026-01-01), so a reload keeps them.
import {
  LEVENSGEBIEDEN,
  shiftDayKey,
  startOfDayKey,
  type DayKey,
  type LevensgebiedId,
} from '@groeipad/domain';
import type { SearchFilters, SearchKind } from '@groeipad/text';

export const SEARCH_KINDS: readonly SearchKind[] = ['entry', 'goal', 'task'];

export type SearchView = {
  query: string;
  /** Empty: every kind. */
  kinds: SearchKind[];
  tag?: string;
  mood?: number;
  levensgebied?: LevensgebiedId;
  /** Inclusive calendar days. */
  from?: DayKey;
  to?: DayKey;
};

export const EMPTY_VIEW: SearchView = { query: '', kinds: [] };

function validDay(value: string | null): DayKey | undefined {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  return shiftDayKey(value, 0) === value ? value : undefined;
}

function text(value: string | null): string | undefined {
  return value === null || value.trim() === '' ? undefined : value;
}

/** Unknown or broken values are dropped rather than hiding results. */
export function parseSearchView(params: URLSearchParams): SearchView {
  const kinds = (params.get('kind') ?? '')
    .split(',')
    .filter((kind): kind is SearchKind => (SEARCH_KINDS as readonly string[]).includes(kind));
  const mood = Number(params.get('mood'));
  const area = params.get('area');
  const view: SearchView = { query: params.get('q') ?? '', kinds: [...new Set(kinds)] };
  const tag = text(params.get('tag'));
  if (tag) view.tag = tag;
  if (Number.isInteger(mood) && mood >= 1 && mood <= 5) view.mood = mood;
  const levensgebied = LEVENSGEBIEDEN.find((id) => id === area);
  if (levensgebied) view.levensgebied = levensgebied;
  const from = validDay(params.get('from'));
  if (from) view.from = from;
  const to = validDay(params.get('to'));
  if (to) view.to = to;
  return view;
}

/** Writes the view into `params` (other parameters stay), leaving empty values out. */
export function writeSearchView(params: URLSearchParams, view: SearchView): URLSearchParams {
  const next = new URLSearchParams(params);
  const entries: [string, string | undefined][] = [
    ['q', view.query.trim() === '' ? undefined : view.query],
    ['kind', view.kinds.length === 0 ? undefined : view.kinds.join(',')],
    ['tag', view.tag],
    ['mood', view.mood === undefined ? undefined : String(view.mood)],
    ['area', view.levensgebied],
    ['from', view.from],
    ['to', view.to],
  ];
  for (const [key, value] of entries) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** The index filters of a view; the "to" day is included, so the range ends at the next midnight. */
export function filtersOf(view: SearchView, timeZone?: string): SearchFilters {
  return {
    kinds: view.kinds,
    tag: view.tag,
    mood: view.mood,
    levensgebied: view.levensgebied,
    from: view.from === undefined ? undefined : startOfDayKey(view.from, timeZone),
    to: view.to === undefined ? undefined : startOfDayKey(shiftDayKey(view.to, 1), timeZone),
  };
}

/** How many filters are set (the query not counted). */
export function filterCount(view: SearchView): number {
  return [view.kinds.length > 0, view.tag, view.mood, view.levensgebied, view.from, view.to].filter(
    (set) => set !== undefined && set !== false,
  ).length;
}
