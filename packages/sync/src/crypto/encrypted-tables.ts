// The tables whose records an end-to-end encrypted account sends to the server only as ciphertext.
import type { TableName } from '@groeipad/domain';

/**
 * The issue names journal, mood, imagination, wellness and chat. Each area brings the tables that
 * hold its text or would give it away: the whole journaling section (entries, goals, moods,
 * planning, and the analytics with their average mood), imagination sessions and the inspirations
 * drawn from them, the wellness and life-area questionnaires' answers, chat messages and contacts
 * (a contact keeps the last message and notes), and what the coach derives from them: the logged
 * AI interactions (the user's prompts), action plans (their goals), rewinds (quotes from the journal)
 * and super insights. Tasks, settings, profile, challenges and content stay readable by the server.
 * See docs/decisions/013-end-to-end-encryption.md.
 */
export const ENCRYPTED_TABLES = [
  'journal_entries',
  'enhanced_journal_entries',
  'daily_goals',
  'mood_tracking',
  'planning_sessions',
  'journaling_analytics',
  'imagination_sessions',
  'inspirations',
  'wellness_assessments',
  'levensgebieden_questionnaires',
  'chat_messages',
  'contacts',
  'ai_interactions',
  'ai_action_plans',
  'rewind_sessions',
  'super_insights',
] as const satisfies readonly TableName[];

export type EncryptedTable = (typeof ENCRYPTED_TABLES)[number];

const encryptedTableSet = new Set<string>(ENCRYPTED_TABLES);

export function isEncryptedTable(table: string): table is EncryptedTable {
  return encryptedTableSet.has(table);
}
