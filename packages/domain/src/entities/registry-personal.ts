// Registry entries of the personal tables: core, wellbeing, chat, journaling, imagination, challenges.
// Indexes and the synced flag live in the zod-free layout files beside this one.
import { defineTable } from './registry-types';
import { personalLayout } from './layout-personal';
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
  tasks: defineTable(taskSchema, personalLayout.tasks),
  users: defineTable(userSchema, personalLayout.users),
  mbti_profiles: defineTable(mbtiProfileSchema, personalLayout.mbti_profiles),
  mbti_contents: defineTable(mbtiContentSchema, personalLayout.mbti_contents),
  settings: defineTable(settingSchema, personalLayout.settings),
  onboarding_states: defineTable(onboardingStateSchema, personalLayout.onboarding_states),
  life_areas_progress: defineTable(lifeAreaProgressSchema, personalLayout.life_areas_progress),
  levensgebieden_questionnaires: defineTable(
    levensgebiedQuestionnaireSchema,
    personalLayout.levensgebieden_questionnaires,
  ),
  wellness_assessments: defineTable(wellnessAssessmentSchema, personalLayout.wellness_assessments),
  // Chat
  chat_messages: defineTable(chatMessageSchema, personalLayout.chat_messages),
  contacts: defineTable(contactSchema, personalLayout.contacts),
  // Journaling and planning
  journal_entries: defineTable(journalEntrySchema, personalLayout.journal_entries),
  enhanced_journal_entries: defineTable(
    enhancedJournalEntrySchema,
    personalLayout.enhanced_journal_entries,
  ),
  daily_goals: defineTable(dailyGoalSchema, personalLayout.daily_goals),
  mood_tracking: defineTable(moodTrackingSchema, personalLayout.mood_tracking),
  planning_sessions: defineTable(planningSessionSchema, personalLayout.planning_sessions),
  journaling_analytics: defineTable(journalingAnalyticsSchema, personalLayout.journaling_analytics),
  // Imagination
  imagination_sessions: defineTable(imaginationSessionSchema, personalLayout.imagination_sessions),
  inspirations: defineTable(inspirationSchema, personalLayout.inspirations),
  // Challenges
  challenges: defineTable(challengeSchema, personalLayout.challenges),
  challenge_milestones: defineTable(challengeMilestoneSchema, personalLayout.challenge_milestones),
  challenge_analytics: defineTable(challengeAnalyticsSchema, personalLayout.challenge_analytics),
  challenge_rewards: defineTable(challengeRewardSchema, personalLayout.challenge_rewards),
  challenge_participants: defineTable(
    challengeParticipantSchema,
    personalLayout.challenge_participants,
  ),
  user_challenge_stats: defineTable(userChallengeStatsSchema, personalLayout.user_challenge_stats),
} as const;
