// Valid records of three synced tables for the sync tests (copies of the domain samples, which the package does not export).
import type { Row } from '../client/types';

const NOW = 1_700_000_000_000;
const DAY = 86_400_000;

export const SAMPLE_TABLES = ['tasks', 'mood_tracking', 'enhanced_journal_entries'] as const;
export type SampleTable = (typeof SAMPLE_TABLES)[number];

/** Text fields a user edits, per table; optional ones may also be cleared. */
export const EDITABLE_FIELDS: Record<SampleTable, { required: string[]; optional: string[] }> = {
  tasks: { required: ['title'], optional: ['description', 'category'] },
  mood_tracking: { required: [], optional: ['mood_description', 'context'] },
  enhanced_journal_entries: {
    required: ['content'],
    optional: ['gratitude_content', 'tomorrow_focus'],
  },
};

function base(id: string, userId: string, at: number): Row {
  return { id, created_at: at, updated_at: at, created_by: userId };
}

/** A valid record of `table` with this id and owner. */
export function sampleRecord(table: SampleTable, id: string, userId = 'user-1', at = NOW): Row {
  switch (table) {
    case 'tasks':
      return {
        ...base(id, userId, at),
        user_id: userId,
        title: 'Mediteren',
        completed: false,
        priority: 'high',
        due_date: at + DAY,
        category: 'health',
        tags: '["ochtend"]',
      };
    case 'mood_tracking':
      return {
        ...base(id, userId, at),
        user_id: userId,
        mood_rating: 3,
        mood_emoji: '😐',
        triggers: '["werkdruk"]',
        weekly_average: 3.4,
        timestamp: at,
      };
    case 'enhanced_journal_entries':
      return {
        ...base(id, userId, at),
        user_id: userId,
        title: 'Een rustige dag',
        content: 'Vandaag heb ik gewandeld en nagedacht over mijn doelen.',
        mood_rating: 4,
        tags: '["rust","natuur"]',
        category: 'reflectie',
        is_private: true,
        is_favorite: false,
        word_count: 9,
        date: at,
        gratitude_content: 'Dankbaar voor de zon.',
        levensgebied: 'psychischeGezondheid',
        is_public: false,
        share_with_ai: true,
      };
  }
}
