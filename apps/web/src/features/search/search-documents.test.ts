import type { StoredRecord } from '@groeipad/local-db';
import { describe, expect, it } from 'vitest';
import { entryDocument, goalDocument, tagsOf, taskDocument } from './search-documents';

const base = { created_at: 10, updated_at: 20, created_by: 'u', _status: 'created', _changed: [] };

describe('search documents', () => {
  it('makes an entry searchable by its text, gratitude and focus, with all its tags', () => {
    const entry = {
      ...base,
      id: 'e1',
      user_id: 'u',
      title: 'Zondag',
      content: 'Gewandeld.',
      gratitude_content: 'De zon',
      tomorrow_focus: '',
      mood_rating: 4,
      tags: '["rust","Natuur"]',
      primary_tag: 'natuur',
      secondary_tags: '["familie"]',
      category: 'personal',
      levensgebied: 'socialeRelaties',
      is_private: true,
      is_favorite: false,
      word_count: 1,
      date: 1000,
      is_public: false,
      share_with_ai: false,
    } as StoredRecord<'enhanced_journal_entries'>;
    expect(entryDocument(entry)).toEqual({
      id: 'e1',
      kind: 'entry',
      title: 'Zondag',
      text: 'Gewandeld.\n\nDe zon',
      tags: ['rust', 'Natuur', 'familie'],
      mood: 4,
      levensgebied: 'socialeRelaties',
      date: 1000,
    });
  });

  it('dates a goal by its day and a task by its due date, or its creation without one', () => {
    const goal = {
      ...base,
      id: 'g1',
      user_id: 'u',
      goal_text: 'Lezen',
      goal_category: 'growth',
      is_completed: true,
      completion_notes: 'Twee hoofdstukken',
      target_date: 500,
      priority: 'low',
    } as StoredRecord<'daily_goals'>;
    expect(goalDocument(goal)).toMatchObject({
      kind: 'goal',
      text: 'Twee hoofdstukken',
      date: 500,
    });
    const task = {
      ...base,
      id: 't1',
      user_id: 'u',
      title: 'Bellen',
      completed: false,
      priority: 'high',
      tags: 'not json',
    } as StoredRecord<'tasks'>;
    expect(taskDocument(task)).toMatchObject({ kind: 'task', text: '', tags: [], date: 10 });
  });

  it('lists tags most used first, ignoring case', () => {
    const doc = (tags: string[]) => ({
      id: 'x',
      kind: 'entry' as const,
      title: '',
      text: '',
      tags,
      date: 0,
    });
    expect(tagsOf([doc(['werk', 'Rust']), doc(['rust']), doc(['appel'])], 'nl')).toEqual([
      'Rust',
      'appel',
      'werk',
    ]);
  });
});
