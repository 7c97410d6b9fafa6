// Journaling and planning entities: entries, enhanced entries, daily goals, moods, planning, analytics (SPEC.md 3).
// The spec lists no user_id for daily_goals, mood_tracking, planning_sessions and journaling_analytics;
// they are per-user data like every other journaling table, so they carry one.
import { z } from 'zod';
import { entity, timestamp } from './base';
import { taskPriority } from './core';
import { levensgebiedSchema, mbtiTypeSchema } from './enums';
import {
  amount,
  count,
  heading,
  jsonText,
  label,
  longText,
  num,
  percent,
  rating5,
  refId,
  title,
  userId,
} from './fields';

/** A mean of 1-5 mood ratings; 0 when there were no ratings in the period. */
const moodAverage = z.number().min(0).max(5);

const journalEntryFields = {
  user_id: userId,
  title: heading,
  content: longText,
  /**
   * 1 sad, 2 pensive, 3 neutral, 4 smile, 5 grin. Absent when the user chose no mood: the editor preselects
   * none, so a stored rating is always the user's own choice (docs/decisions/039).
   */
  mood_rating: rating5.optional(),
  /** JSON array of strings. */
  tags: jsonText,
  category: label,
  prompt_id: refId.optional(),
  mbti_type: mbtiTypeSchema.optional(),
  ai_insights: jsonText.optional(),
  vector_embedding_id: refId.optional(),
  sentiment_score: num.optional(),
  content_reflections: jsonText.optional(),
  insights: jsonText.optional(),
  last_edited: timestamp.optional(),
  is_private: z.boolean(),
  is_favorite: z.boolean(),
  word_count: count,
  /** The day the entry is about (ms timestamp). */
  date: timestamp,
};

export const journalEntrySchema = entity(journalEntryFields);
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const enhancedJournalEntrySchema = entity({
  ...journalEntryFields,
  gratitude_content: longText.optional(),
  mood_emoji: label.optional(),
  mood_description: longText.optional(),
  tomorrow_focus: longText.optional(),
  weekly_goals: jsonText.optional(),
  daily_goals_completed: count.optional(),
  primary_tag: label.optional(),
  secondary_tags: jsonText.optional(),
  levensgebied: levensgebiedSchema.optional(),
  ai_coaching_response: longText.optional(),
  reading_time_minutes: amount.optional(),
  engagement_score: num.optional(),
  is_public: z.boolean(),
  share_with_ai: z.boolean(),
});
export type EnhancedJournalEntry = z.infer<typeof enhancedJournalEntrySchema>;

export const dailyGoalSchema = entity({
  user_id: userId,
  goal_text: title,
  goal_emoji: label.optional(),
  goal_category: label,
  is_completed: z.boolean(),
  completed_at: timestamp.optional(),
  completion_notes: longText.optional(),
  target_date: timestamp,
  priority: taskPriority,
  /** Minutes. */
  estimated_duration: count.optional(),
  journal_entry_id: refId.optional(),
});
export type DailyGoal = z.infer<typeof dailyGoalSchema>;

export const moodTrackingSchema = entity({
  user_id: userId,
  mood_rating: rating5,
  mood_emoji: label.optional(),
  mood_description: longText.optional(),
  context: longText.optional(),
  /** JSON list. */
  triggers: jsonText.optional(),
  /** JSON list. */
  activities: jsonText.optional(),
  trend_direction: label.optional(),
  weekly_average: moodAverage.optional(),
  monthly_average: moodAverage.optional(),
  timestamp,
});
export type MoodTracking = z.infer<typeof moodTrackingSchema>;

export const planningSessionSchema = entity({
  user_id: userId,
  session_title: title,
  session_type: label,
  session_date: timestamp,
  tomorrow_focus: longText.optional(),
  weekly_goals: jsonText.optional(),
  monthly_goals: jsonText.optional(),
  long_term_goals: jsonText.optional(),
  ai_suggestions: jsonText.optional(),
  ai_coaching_notes: longText.optional(),
  goals_completed: count,
  goals_total: count,
  completion_rate: percent,
});
export type PlanningSession = z.infer<typeof planningSessionSchema>;

export const journalingAnalyticsSchema = entity({
  user_id: userId,
  analytics_date: timestamp,
  /** e.g. day, week, month. */
  analytics_period: label,
  total_entries: count,
  total_words: count,
  average_words_per_entry: amount,
  /** Minutes. */
  total_reading_time: amount,
  average_mood: moodAverage,
  mood_trend: label.optional(),
  mood_volatility: amount.optional(),
  goals_set: count,
  goals_completed: count,
  completion_rate: percent,
  mbti_insights: jsonText.optional(),
  personality_trends: jsonText.optional(),
});
export type JournalingAnalytics = z.infer<typeof journalingAnalyticsSchema>;
