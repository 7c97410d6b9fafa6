// Dexie layout (indexes, synced)  of the personal tables: core, wellbeing, chat, journaling, imagination, challenges.
// Index rules: never a boolean field (IndexedDB cannot index booleans), never `id` (primary key) or
// `_status` (added by local-db). `synced: false` marks device-local bookkeeping, see each entry.
// Plain data without zod, so opening the database does not load the schemas.
import { tableLayout } from './registry-types';

export const personalLayout = {
  // Core
  tasks: tableLayout(['user_id', 'due_date']),
  users: tableLayout(['email', 'mbti_type']),
  mbti_profiles: tableLayout(['user_id', 'mbti_type']),
  mbti_contents: tableLayout(['&[mbti_type+kind+order_idx]', 'mbti_type', 'kind', 'order_idx']),
  settings: tableLayout(['user_id', 'key', '[user_id+key]']),
  // onboarded_at is null until onboarding completes; null keys stay out of the index, so the start
  // check is a range query over it.
  onboarding_states: tableLayout(['user_id', 'onboarded_at']),
  life_areas_progress: tableLayout(['user_id', '[user_id+area_name]']),
  levensgebieden_questionnaires: tableLayout(['user_id', '[user_id+levensgebied]', 'completed_at']),
  wellness_assessments: tableLayout(['user_id', 'assessment_id', 'completed_at']),
  // Chat
  chat_messages: tableLayout([
    'user_id',
    'contact_id',
    'session_id',
    'timestamp',
    '[contact_id+timestamp]',
  ]),
  contacts: tableLayout(['user_id', 'contact_id', 'last_message_time']),
  // Journaling and planning
  journal_entries: tableLayout(['user_id', 'date', '[user_id+date]']),
  enhanced_journal_entries: tableLayout(['user_id', 'date', '[user_id+date]', 'levensgebied']),
  daily_goals: tableLayout(['user_id', 'target_date', '[user_id+target_date]', 'journal_entry_id']),
  mood_tracking: tableLayout(['user_id', 'timestamp', '[user_id+timestamp]']),
  planning_sessions: tableLayout(['user_id', 'session_date']),
  journaling_analytics: tableLayout(['user_id', '[user_id+analytics_period+analytics_date]']),
  // Imagination
  imagination_sessions: tableLayout(['user_id', 'levensgebied']),
  inspirations: tableLayout(['user_id', 'imagination_session_id', 'status', 'timestamp']),
  // Challenges
  challenges: tableLayout(['user_id', 'category', 'status']),
  challenge_milestones: tableLayout(['challenge_id', 'user_id', '[challenge_id+order_idx]']),
  challenge_analytics: tableLayout(['challenge_id', 'user_id', 'analytics_date']),
  challenge_rewards: tableLayout(['user_id', 'challenge_id', 'reward_type']),
  challenge_participants: tableLayout(['challenge_id', 'user_id', '[challenge_id+user_id]']),
  user_challenge_stats: tableLayout(['user_id']),
} as const;
