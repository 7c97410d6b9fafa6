// Registry entries of the personal tables: core, wellbeing, chat, journaling, imagination, challenges.
// Index rules: never a boolean field (IndexedDB cannot index booleans), never `id` (primary key) or
// `_status` (added by local-db). `synced: false` marks device-local bookkeeping, see each entry.
import { defineTable } from './registry-types';
import {
  mbtiContentSchema,
  mbtiProfileSchema,
  settingSchema,
  taskSchema,
  userSchema,
} from './core';
import {
  levensgebiedQuestionnaireSchema,
  lifeAreaProgressSchema,
  onboardingStateSchema,
  wellnessAssessmentSchema,
} from './wellbeing';
import { chatMessageSchema, contactSchema } from './chat';
import {
  dailyGoalSchema,
  enhancedJournalEntrySchema,
  journalEntrySchema,
  journalingAnalyticsSchema,
  moodTrackingSchema,
  planningSessionSchema,
} from './journaling';
import { imaginationSessionSchema, inspirationSchema } from './imagination';
import {
  challengeAnalyticsSchema,
  challengeMilestoneSchema,
  challengeParticipantSchema,
  challengeRewardSchema,
  challengeSchema,
  userChallengeStatsSchema,
} from './challenges';

export const personalTables = {
  // Core
  tasks: defineTable(taskSchema, ['user_id', 'due_date']),
  users: defineTable(userSchema, ['email', 'mbti_type']),
  mbti_profiles: defineTable(mbtiProfileSchema, ['user_id', 'mbti_type']),
  mbti_contents: defineTable(mbtiContentSchema, [
    '&[mbti_type+kind+order_idx]',
    'mbti_type',
    'kind',
    'order_idx',
  ]),
  settings: defineTable(settingSchema, ['user_id', 'key', '[user_id+key]']),
  // onboarded_at is null until onboarding completes; null keys stay out of the index, so the start
  // check is a range query over it.
  onboarding_states: defineTable(onboardingStateSchema, ['user_id', 'onboarded_at']),
  life_areas_progress: defineTable(lifeAreaProgressSchema, ['user_id', '[user_id+area_name]']),
  levensgebieden_questionnaires: defineTable(levensgebiedQuestionnaireSchema, [
    'user_id',
    '[user_id+levensgebied]',
    'completed_at',
  ]),
  wellness_assessments: defineTable(wellnessAssessmentSchema, [
    'user_id',
    'assessment_id',
    'completed_at',
  ]),
  // Chat
  chat_messages: defineTable(chatMessageSchema, [
    'user_id',
    'contact_id',
    'session_id',
    'timestamp',
    '[contact_id+timestamp]',
  ]),
  contacts: defineTable(contactSchema, ['user_id', 'contact_id', 'last_message_time']),
  // Journaling and planning
  journal_entries: defineTable(journalEntrySchema, ['user_id', 'date', '[user_id+date]']),
  enhanced_journal_entries: defineTable(enhancedJournalEntrySchema, [
    'user_id',
    'date',
    '[user_id+date]',
    'levensgebied',
  ]),
  daily_goals: defineTable(dailyGoalSchema, [
    'user_id',
    'target_date',
    '[user_id+target_date]',
    'journal_entry_id',
  ]),
  mood_tracking: defineTable(moodTrackingSchema, ['user_id', 'timestamp', '[user_id+timestamp]']),
  planning_sessions: defineTable(planningSessionSchema, ['user_id', 'session_date']),
  journaling_analytics: defineTable(journalingAnalyticsSchema, [
    'user_id',
    '[user_id+analytics_period+analytics_date]',
  ]),
  // Imagination
  imagination_sessions: defineTable(imaginationSessionSchema, ['user_id', 'levensgebied']),
  inspirations: defineTable(inspirationSchema, [
    'user_id',
    'imagination_session_id',
    'status',
    'timestamp',
  ]),
  // Challenges
  challenges: defineTable(challengeSchema, ['user_id', 'category', 'status']),
  challenge_milestones: defineTable(challengeMilestoneSchema, [
    'challenge_id',
    'user_id',
    '[challenge_id+order_idx]',
  ]),
  challenge_analytics: defineTable(challengeAnalyticsSchema, [
    'challenge_id',
    'user_id',
    'analytics_date',
  ]),
  challenge_rewards: defineTable(challengeRewardSchema, ['user_id', 'challenge_id', 'reward_type']),
  challenge_participants: defineTable(challengeParticipantSchema, [
    'challenge_id',
    'user_id',
    '[challenge_id+user_id]',
  ]),
  user_challenge_stats: defineTable(userChallengeStatsSchema, ['user_id']),
} as const;
