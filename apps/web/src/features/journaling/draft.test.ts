import { enhancedJournalEntrySchema } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import {
  createInput,
  draftOf,
  editCountOf,
  emptyDraft,
  hasText,
  withDay,
  withEditCountIncremented,
} from './draft';

const NOW = Date.UTC(2024, 4, 10, 14, 30);

describe('a new draft', () => {
  it('is neutral, private and about now', () => {
    expect(emptyDraft(NOW, 'ni1')).toMatchObject({
      moodRating: 3,
      isPrivate: true,
      isFavorite: false,
      date: NOW,
      promptId: 'ni1',
      category: 'personal',
    });
    expect(hasText(emptyDraft(NOW))).toBe(false);
    expect(hasText({ ...emptyDraft(NOW), gratitude: 'thee' })).toBe(true);
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
