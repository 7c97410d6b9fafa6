// What the editor holds for one entry (the draft), and how it maps to and from an enhanced_journal_entries record.
import {
  isLevensgebied,
  moodEmoji,
  parseJsonObject,
  parseStringList,
  readingTimeMinutes,
  startOfDay,
  startOfDayKey,
  wordCount,
  type EnhancedJournalEntry,
  type LevensgebiedId,
  type MbtiType,
} from '@groeipad/domain';
import type { CreateInput, UpdatePatch } from '@groeipad/local-db';
import { DEFAULT_CATEGORY } from './journal-options';

export type EntryDraft = {
  title: string;
  content: string;
  /** Null until the user picks a mood; an entry may have none (decision 039). */
  moodRating: number | null;
  tags: string[];
  category: string;
  levensgebied: LevensgebiedId | null;
  gratitude: string;
  tomorrowFocus: string;
  isPrivate: boolean;
  isFavorite: boolean;
  /** The day the entry is about (ms; the time of day keeps entries of one day in writing order). */
  date: number;
  promptId: string | null;
};

type Table = 'enhanced_journal_entries';

/** A new entry: no mood chosen (a preselected one would count as the user's), private, about today. */
export function emptyDraft(now: number, promptId: string | null = null): EntryDraft {
  return {
    title: '',
    content: '',
    moodRating: null,
    tags: [],
    category: DEFAULT_CATEGORY,
    levensgebied: null,
    gratitude: '',
    tomorrowFocus: '',
    isPrivate: true,
    isFavorite: false,
    date: now,
    promptId,
  };
}

export function draftOf(record: EnhancedJournalEntry): EntryDraft {
  return {
    title: record.title,
    content: record.content,
    moodRating: record.mood_rating ?? null,
    tags: parseStringList(record.tags),
    category: record.category || DEFAULT_CATEGORY,
    levensgebied: isLevensgebied(record.levensgebied) ? record.levensgebied : null,
    gratitude: record.gratitude_content ?? '',
    tomorrowFocus: record.tomorrow_focus ?? '',
    isPrivate: record.is_private,
    isFavorite: record.is_favorite,
    date: record.date,
    promptId: record.prompt_id ?? null,
  };
}

/**
 * Whether the draft holds anything of the user's: typed text or a chosen mood. An entry is only created once
 * it does, so a mood picked without a word is kept as an entry too, never dropped.
 */
export function hasContent(draft: EntryDraft): boolean {
  return (
    draft.moodRating !== null ||
    [draft.title, draft.content, draft.gratitude, draft.tomorrowFocus].some(
      (text) => text.trim() !== '',
    )
  );
}

export function sameDraft(a: EntryDraft, b: EntryDraft): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The fields a save writes, derived values (word count, reading time, emoji, last edit) included. */
export function entryFields(draft: EntryDraft, now: number, mbtiType: MbtiType | undefined) {
  return {
    title: draft.title.trim(),
    content: draft.content,
    // Undefined removes a mood the user cleared (the repository's update drops the field).
    mood_rating: draft.moodRating ?? undefined,
    mood_emoji: draft.moodRating === null ? undefined : moodEmoji(draft.moodRating),
    tags: JSON.stringify(draft.tags),
    category: draft.category,
    levensgebied: draft.levensgebied ?? undefined,
    gratitude_content: draft.gratitude,
    tomorrow_focus: draft.tomorrowFocus,
    is_private: draft.isPrivate,
    is_favorite: draft.isFavorite,
    date: draft.date,
    prompt_id: draft.promptId ?? undefined,
    mbti_type: mbtiType,
    word_count: wordCount(draft.content),
    reading_time_minutes: readingTimeMinutes(draft.content),
    last_edited: now,
  } satisfies UpdatePatch<Table>;
}

export function createInput(
  id: string,
  userId: string,
  draft: EntryDraft,
  now: number,
  mbtiType: MbtiType | undefined,
): CreateInput<Table> {
  return {
    id,
    user_id: userId,
    ...entryFields(draft, now, mbtiType),
    is_public: false,
    share_with_ai: false,
  };
}

/** How often an existing entry was edited (one per editing session), from the record's metadata JSON. */
export function editCountOf(metadata: string | undefined): number {
  const value = parseJsonObject(metadata).edit_count;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
}

/** The metadata JSON with the edit count one higher; other keys are kept. */
export function withEditCountIncremented(metadata: string | undefined): string {
  return JSON.stringify({ ...parseJsonObject(metadata), edit_count: editCountOf(metadata) + 1 });
}

/** `ms` moved to calendar day `key` ('YYYY-MM-DD'), keeping its time of day so entries of one day stay in order. */
export function withDay(ms: number, key: string, timeZone?: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(key)) return ms;
  return startOfDayKey(key, timeZone) + (ms - startOfDay(ms, timeZone));
}
