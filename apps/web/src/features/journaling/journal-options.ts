// The fixed choices of a journal entry: categories (labels in `daily:category.<id>`) and the default one.
export const JOURNAL_CATEGORIES = [
  'personal',
  'work',
  'health',
  'growth',
  'relationships',
  'finance',
  'hobbies',
  'other',
] as const;
export type JournalCategory = (typeof JOURNAL_CATEGORIES)[number];

export const DEFAULT_CATEGORY: JournalCategory = 'personal';

export function isJournalCategory(value: unknown): value is JournalCategory {
  return JOURNAL_CATEGORIES.some((id) => id === value);
}

/** Entries shown per page of the list and added by "Load more". */
export const PAGE_SIZE = 30;

/** Quiet time after the last keystroke before the draft goes to IndexedDB. */
export const AUTOSAVE_DELAY_MS = 600;
