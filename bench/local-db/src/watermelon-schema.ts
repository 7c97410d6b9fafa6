// WatermelonDB schema and models for the two benchmarked tables, written without decorators.
// Indexed columns mirror the domain registry (user_id, date / timestamp); Watermelon has no compound indexes.
import { Model, appSchema, tableSchema } from '@nozbe/watermelondb';

export const watermelonSchema = appSchema({
  version: 1,
  tables: [
    tableSchema({
      name: 'journal_entries',
      columns: [
        { name: 'user_id', type: 'string', isIndexed: true },
        { name: 'title', type: 'string' },
        { name: 'content', type: 'string' },
        { name: 'mood_rating', type: 'number' },
        { name: 'tags', type: 'string' },
        { name: 'category', type: 'string' },
        { name: 'word_count', type: 'number' },
        { name: 'is_private', type: 'boolean' },
        { name: 'is_favorite', type: 'boolean' },
        { name: 'date', type: 'number', isIndexed: true },
        { name: 'created_at', type: 'number' },
        { name: 'updated_at', type: 'number' },
        { name: 'created_by', type: 'string' },
      ],
    }),
    tableSchema({
      name: 'mood_tracking',
      columns: [
        { name: 'user_id', type: 'string', isIndexed: true },
        { name: 'mood_rating', type: 'number' },
        { name: 'context', type: 'string' },
        { name: 'timestamp', type: 'number', isIndexed: true },
        { name: 'created_at', type: 'number' },
        { name: 'updated_at', type: 'number' },
        { name: 'created_by', type: 'string' },
      ],
    }),
  ],
});

export class JournalEntryModel extends Model {
  static override table = 'journal_entries';
}

export class MoodEntryModel extends Model {
  static override table = 'mood_tracking';
}
