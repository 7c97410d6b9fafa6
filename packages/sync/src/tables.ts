// Which local tables sync per user, and who owns a record of them.
import type { TableName } from '@groeipad/domain';

/**
 * The tables that sync between a user's devices: every synced registry table whose records belong
 * to a user (a `user_id` field), plus `users` itself (owned by its own id). Shared content (content
 * library, MBTI texts, MET2.4 domains, plans) is delivered by the server, not pushed by users;
 * `user_subscriptions` and `payment_transactions` are server-owned (a device could otherwise grant
 * itself a paid tier); device bookkeeping (sync queue and status) stays local. A plain list, so
 * loading it does not load the zod schemas (decision 008); tables.test.ts derives it from them.
 */
export const SYNC_TABLES: readonly TableName[] = [
  'tasks',
  'users',
  'mbti_profiles',
  'settings',
  'onboarding_states',
  'life_areas_progress',
  'levensgebieden_questionnaires',
  'wellness_assessments',
  'chat_messages',
  'contacts',
  'journal_entries',
  'enhanced_journal_entries',
  'daily_goals',
  'mood_tracking',
  'planning_sessions',
  'journaling_analytics',
  'imagination_sessions',
  'inspirations',
  'challenges',
  'challenge_milestones',
  'challenge_analytics',
  'challenge_rewards',
  'challenge_participants',
  'user_challenge_stats',
  'ai_interactions',
  'ai_artifacts',
  'vector_embeddings',
  'ai_action_plans',
  'super_insights',
  'rewind_sessions',
  'ai_learning_pipelines',
  'ai_personalization_engine',
  'user_behavior_analytics',
  'interactive_ai_sessions',
  'dynamic_content_creation',
  'content_pointers',
  'offline_packs',
  'content_recommendations',
  'mbti_learning_paths',
  'content_analytics',
  'upgrade_flow_events',
  'feature_usage',
  'met24_user_progress',
  'future_extensions',
  'extension_events',
  'extension_settings',
  'audit_events',
];

const syncTableSet = new Set<string>(SYNC_TABLES);

export function isSyncTable(name: string): name is TableName {
  return syncTableSet.has(name);
}

/** The user a record belongs to: `id` for users, `user_id` for every other table; undefined if none. */
export function ownerOf(table: TableName, data: Record<string, unknown>): string | undefined {
  const owner = table === 'users' ? data.id : data.user_id;
  return typeof owner === 'string' && owner.length > 0 ? owner : undefined;
}
