import { describe, expect, it } from 'vitest';
import { tableRegistry } from '@groeipad/domain/schemas';
import { SYNC_TABLES } from '../tables';
import { ENCRYPTED_TABLES, isEncryptedTable } from './encrypted-tables';

describe('ENCRYPTED_TABLES', () => {
  it.each(ENCRYPTED_TABLES)('%s syncs and has an owner field the server can check', (table) => {
    expect(SYNC_TABLES).toContain(table);
    expect(Object.keys(tableRegistry[table].schema.shape)).toContain('user_id');
  });

  it('covers journal, mood, imagination, wellness and chat, and leaves tasks and settings readable', () => {
    for (const table of [
      'journal_entries',
      'mood_tracking',
      'imagination_sessions',
      'wellness_assessments',
      'chat_messages',
    ]) {
      expect(isEncryptedTable(table)).toBe(true);
    }
    for (const table of ['tasks', 'settings', 'users', 'nope'])
      expect(isEncryptedTable(table)).toBe(false);
  });
});
