import { enhancedJournalEntrySchema, type EnhancedJournalEntry } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import {
  ALL_DATES,
  NO_FILTERS,
  filtersFromParams,
  filtersToParams,
  hasActiveFilters,
  matchesFilters,
  monthRange,
} from './journal-filters';

const entry: EnhancedJournalEntry = enhancedJournalEntrySchema.parse({
  id: 'e1',
  created_at: 1,
  updated_at: 1,
  created_by: 'u',
  user_id: 'u',
  title: 'Titel',
  content: 'Tekst',
  mood_rating: 4,
  tags: '["Werk","rust"]',
  category: 'work',
  is_private: true,
  is_favorite: true,
  word_count: 1,
  date: 1,
  levensgebied: 'financieen',
  is_public: false,
  share_with_ai: false,
});

describe('filters in the address', () => {
  it('round-trip every filter', () => {
    const filters = {
      favouritesOnly: true,
      mood: 4,
      tag: 'self care',
      levensgebied: 'financieen' as const,
      month: '2024-02',
    };
    expect(filtersFromParams(filtersToParams(filters))).toEqual(filters);
    expect(filtersToParams(filters).toString()).toBe(
      'fav=1&mood=4&tag=self+care&area=financieen&month=2024-02',
    );
  });

  it('ignore values that are not valid', () => {
    const params = new URLSearchParams('fav=yes&mood=7&tag=%20%20&area=moon&month=2024-13');
    expect(filtersFromParams(params)).toEqual(NO_FILTERS);
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, mood: 1 })).toBe(true);
  });
});

describe('matchesFilters', () => {
  it('passes with no filters', () => {
    expect(matchesFilters(entry, NO_FILTERS)).toBe(true);
  });

  it('checks favourite, mood, life area and tag (any case, trimmed)', () => {
    expect(
      matchesFilters({ ...entry, is_favorite: false }, { ...NO_FILTERS, favouritesOnly: true }),
    ).toBe(false);
    expect(matchesFilters(entry, { ...NO_FILTERS, mood: 4 })).toBe(true);
    expect(matchesFilters(entry, { ...NO_FILTERS, mood: 3 })).toBe(false);
    expect(matchesFilters(entry, { ...NO_FILTERS, levensgebied: 'financieen' })).toBe(true);
    expect(matchesFilters(entry, { ...NO_FILTERS, levensgebied: 'thuisOmgeving' })).toBe(false);
    expect(matchesFilters(entry, { ...NO_FILTERS, tag: ' werk ' })).toBe(true);
    expect(matchesFilters(entry, { ...NO_FILTERS, tag: 'Rust' })).toBe(true);
    expect(matchesFilters(entry, { ...NO_FILTERS, tag: 'wer' })).toBe(false);
  });
});

describe('monthRange', () => {
  it('spans the calendar month in the zone', () => {
    expect(monthRange('2024-02', 'UTC')).toEqual({
      from: Date.UTC(2024, 1, 1),
      to: Date.UTC(2024, 2, 1),
    });
    expect(monthRange('2024-12', 'Europe/Amsterdam')).toEqual({
      from: Date.UTC(2024, 10, 30, 23),
      to: Date.UTC(2024, 11, 31, 23),
    });
  });

  it('is every date without a valid month', () => {
    expect(monthRange(null)).toEqual(ALL_DATES);
    expect(monthRange('soon')).toEqual(ALL_DATES);
  });
});
