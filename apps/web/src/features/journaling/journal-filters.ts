// The list's filters: kept in the address (so Back returns to the same view), matched per entry, month as a date range.
import {
  isLevensgebied,
  monthStartKey,
  nextMonthStartKey,
  parseStringList,
  startOfDayKey,
  type EnhancedJournalEntry,
  type LevensgebiedId,
} from '@groeipad/domain';

export type JournalFilters = {
  favouritesOnly: boolean;
  mood: number | null;
  tag: string | null;
  levensgebied: LevensgebiedId | null;
  /** 'YYYY-MM', the value of an <input type="month">. */
  month: string | null;
};

export const NO_FILTERS: JournalFilters = {
  favouritesOnly: false,
  mood: null,
  tag: null,
  levensgebied: null,
  month: null,
};

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function filtersFromParams(params: URLSearchParams): JournalFilters {
  const mood = Number(params.get('mood'));
  // Kept as typed (a trailing space while typing "self care" must survive); trimmed when matching.
  const tag = params.get('tag');
  const area = params.get('area');
  const month = params.get('month');
  return {
    favouritesOnly: params.get('fav') === '1',
    mood: Number.isInteger(mood) && mood >= 1 && mood <= 5 ? mood : null,
    tag: tag?.trim() ? tag : null,
    levensgebied: isLevensgebied(area) ? area : null,
    month: month && MONTH.test(month) ? month : null,
  };
}

export function filtersToParams(filters: JournalFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.favouritesOnly) params.set('fav', '1');
  if (filters.mood !== null) params.set('mood', String(filters.mood));
  if (filters.tag) params.set('tag', filters.tag);
  if (filters.levensgebied) params.set('area', filters.levensgebied);
  if (filters.month) params.set('month', filters.month);
  return params;
}

export function hasActiveFilters(filters: JournalFilters): boolean {
  return activeFilterCount(filters) > 0;
}

/** How many filters are set, shown on the folded filters' button. */
export function activeFilterCount(filters: JournalFilters): number {
  return [...filtersToParams(filters).keys()].length;
}

/** Whether an entry passes every filter except the month, which the index range already applies. */
export function matchesFilters(entry: EnhancedJournalEntry, filters: JournalFilters): boolean {
  if (filters.favouritesOnly && !entry.is_favorite) return false;
  if (filters.mood !== null && entry.mood_rating !== filters.mood) return false;
  if (filters.levensgebied && entry.levensgebied !== filters.levensgebied) return false;
  const wanted = filters.tag?.trim().toLocaleLowerCase();
  if (wanted) {
    return parseStringList(entry.tags).some((tag) => tag.toLocaleLowerCase() === wanted);
  }
  return true;
}

export type DateRange = { from: number; to: number };

/** All dates (from inclusive, to exclusive). */
export const ALL_DATES: DateRange = { from: 0, to: Number.MAX_SAFE_INTEGER };

/** The month's first instant up to the next month's first instant, in `timeZone` (runtime zone by default). */
export function monthRange(month: string | null, timeZone?: string): DateRange {
  if (!month || !MONTH.test(month)) return ALL_DATES;
  const first = monthStartKey(`${month}-01`);
  return {
    from: startOfDayKey(first, timeZone),
    to: startOfDayKey(nextMonthStartKey(first), timeZone),
  };
}
