import { enhancedJournalEntrySchema } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import {
  createInput,
  draftOf,
  editCountOf,
  emptyDraft,
  hasContent,
  withDay,
  withEditCountIncremented,
} from './draft';

const NOW = Date.UTC(2024, 4, 10, 14, 30);

describe('a new draft', () => {
  it('has no mood chosen, is private and about now', () => {
    expect(emptyDraft(NOW, 'ni1')).toMatchObject({
      moodRating: null,
      isPrivate: true,
      isFavorite: false,
      date: NOW,
      promptId: 'ni1',
      category: 'personal',
    });
    expect(hasContent(emptyDraft(NOW))).toBe(false);
    expect(hasContent({ ...emptyDraft(NOW), gratitude: 'thee' })).toBe(true);
    // A mood alone is the user's too: the entry is kept, not dropped.
    expect(hasContent({ ...emptyDraft(NOW), moodRating: 2 })).toBe(true);
  });

  it('stores no mood when none was chosen, and clears one taken back', () => {
    const input = createInput(
      'id-1',
      'user-1',
      { ...emptyDraft(NOW), content: 'x' },
      NOW,
      undefined,
    );
    const stamps = { created_at: NOW, updated_at: NOW, created_by: 'user-1' };
    const record = enhancedJournalEntrySchema.parse({ ...input, ...stamps });
    expect(record.mood_rating).toBeUndefined();
    expect(record.mood_emoji).toBeUndefined();
    expect(draftOf(record).moodRating).toBeNull();
  });

  it('becomes a valid record with derived fields, and reads back the same', () => {
    const draft = {
      ...emptyDraft(NOW, 'fe2'),
      title: '  Een dag  ',
      content: 'Vandaag was goed.',
      moodRating: 5,
      tags: ['werk'],
      levensgebied: 'socialeRelaties' as const,
    };
    const input = createInput('id-1', 'user-1', draft, NOW, 'ENFJ');
    const record = enhancedJournalEntrySchema.parse({
      ...input,
      created_at: NOW,
      updated_at: NOW,
      created_by: 'user-1',
    });
    expect(record).toMatchObject({
      title: 'Een dag',
      mood_emoji: '😁',
      word_count: 3,
      reading_time_minutes: 1,
      tags: '["werk"]',
      is_public: false,
      share_with_ai: false,
      mbti_type: 'ENFJ',
      prompt_id: 'fe2',
      last_edited: NOW,
    });
    expect(draftOf(record)).toEqual({ ...draft, title: 'Een dag' });
  });
});

describe('edit count in metadata', () => {
  it('reads 0 from missing or odd metadata', () => {
    expect(editCountOf(undefined)).toBe(0);
    expect(editCountOf('not json')).toBe(0);
    expect(editCountOf('{"edit_count":-2}')).toBe(0);
    expect(editCountOf('{"edit_count":3}')).toBe(3);
  });

  it('adds one and keeps other keys', () => {
    expect(JSON.parse(withEditCountIncremented('{"source":"import","edit_count":2}'))).toEqual({
      source: 'import',
      edit_count: 3,
    });
    expect(withEditCountIncremented(undefined)).toBe('{"edit_count":1}');
  });
});

describe('withDay', () => {
  it('moves to another day and keeps the time of day', () => {
    expect(withDay(NOW, '2024-05-01', 'UTC')).toBe(Date.UTC(2024, 4, 1, 14, 30));
    expect(withDay(NOW, '', 'UTC')).toBe(NOW);
  });
});
