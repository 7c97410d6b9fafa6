// Later-schema content tables whose fields the spec does not show (SPEC.md 3): content sources,
// MBTI learning paths, content analytics, media intelligence and content sync status.
// Every field here is our design, kept to what the screens and sync need.
import { z } from 'zod';
import { supportedLanguages } from '../language';
import { entity, timestamp } from './base';
import { mbtiTypeSchema, recordSyncStatusSchema } from './enums';
import {
  amount,
  count,
  difficultyLevel,
  jsonText,
  label,
  longText,
  name,
  num,
  percent,
  rating5,
  refId,
  title,
  userId,
} from './fields';

/** Where content items come from (content_items.source_id points here). */
export const contentSourceSchema = entity({
  source_id: refId,
  name,
  /** e.g. pack, rss, api, manual. */
  source_type: label,
  url: z.string().max(2048).optional(),
  description: longText.optional(),
  is_active: z.boolean(),
  last_fetched_at: timestamp.optional(),
  item_count: count,
  /** How far the source is trusted, 1 (low) to 5 (high). */
  trust_level: rating5.optional(),
  configuration: jsonText.optional(),
});
export type ContentSource = z.infer<typeof contentSourceSchema>;

/** An ordered list of content items for one MBTI type; user_id set when it is a user's own copy. */
export const mbtiLearningPathSchema = entity({
  path_id: refId,
  mbti_type: mbtiTypeSchema,
  title,
  description: longText.optional(),
  /** JSON list of content item ids, in order. */
  item_ids: jsonText,
  difficulty_level: difficultyLevel,
  estimated_duration_minutes: count.optional(),
  is_premium: z.boolean(),
  user_id: userId.optional(),
  progress: percent.optional(),
  current_step: count.optional(),
});
export type MbtiLearningPath = z.infer<typeof mbtiLearningPathSchema>;

/** One user's use of one content item on one day. */
export const contentAnalyticsSchema = entity({
  item_id: refId,
  user_id: userId,
  analytics_date: timestamp,
  view_count: count,
  completion_count: count,
  /** Seconds. */
  total_time_spent: count,
  average_progress: percent,
  average_rating: z.number().min(1).max(5).optional(),
  engagement_score: num.optional(),
});
export type ContentAnalytics = z.infer<typeof contentAnalyticsSchema>;

export const mediaProcessingStatusSchema = z.enum(['pending', 'processing', 'completed', 'failed']);

/** What analysis of a media item (audio, video, image, document) found. */
export const mediaIntelligenceSchema = entity({
  item_id: refId,
  media_type: label,
  transcript: longText.optional(),
  ai_summary: longText.optional(),
  ai_tags: jsonText.optional(),
  detected_topics: jsonText.optional(),
  language: z.enum(supportedLanguages).optional(),
  duration_seconds: amount.optional(),
  sentiment_score: num.optional(),
  processed_at: timestamp.optional(),
  processing_status: mediaProcessingStatusSchema,
});
export type MediaIntelligence = z.infer<typeof mediaIntelligenceSchema>;

/** Local bookkeeping of which content records are in step with the server. */
export const contentSyncStatusSchema = entity({
  /** The content table the record lives in (content_items, content_chunks, ...). */
  table_name: name,
  item_id: refId,
  user_id: userId.optional(),
  sync_status: recordSyncStatusSchema,
  last_synced_at: timestamp.optional(),
  local_version: count,
  server_version: count.optional(),
  error_message: z.string().max(5_000).optional(),
});
export type ContentSyncStatus = z.infer<typeof contentSyncStatusSchema>;
