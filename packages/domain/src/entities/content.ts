// Content library entities: items, chunks, per-user pointers, offline packs and recommendations (SPEC.md 3).
// Fields a later schema version added are all optional: records written before it lack them.
import { z } from 'zod';
import { entity, timestamp } from './base';
import { mbtiTypeSchema } from './enums';
import {
  amount,
  count,
  difficultyLevel,
  jsonText,
  label,
  longText,
  machineText,
  name,
  num,
  percent,
  rating5,
  refId,
  title,
  userId,
} from './fields';

export const contentItemSchema = entity({
  /** e.g. article, video, audio, exercise. */
  type: label,
  title,
  /** Optional: content stored (encrypted) on the device has no address. */
  url: z.string().max(2048).optional(),
  summary: longText,
  /** JSON list of MBTI types. */
  mbti_relevance: jsonText,
  /** Seconds. */
  duration: count.optional(),
  tags: jsonText,
  difficulty_level: difficultyLevel,
  content_encrypted: machineText.optional(),
  content_encrypted_key_id: refId.optional(),
  embedding_data: machineText.optional(),
  source_id: refId.optional(),
  // Later schema:
  content_id: refId.optional(),
  description: longText.optional(),
  content_type: label.optional(),
  category: label.optional(),
  subcategory: label.optional(),
  vector_embedding_id: refId.optional(),
  ai_summary: longText.optional(),
  ai_tags: jsonText.optional(),
  source_type: label.optional(),
  external_id: refId.optional(),
  is_active: z.boolean().optional(),
  is_premium: z.boolean().optional(),
  is_featured: z.boolean().optional(),
  is_offline_available: z.boolean().optional(),
  quality_score: num.optional(),
  user_rating: z.number().min(0).max(5).optional(),
  rating_count: count.optional(),
  view_count: count.optional(),
  completion_rate: percent.optional(),
  last_accessed: timestamp.optional(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export const contentChunkSchema = entity({
  content_item_id: refId,
  chunk_index: count,
  text: longText,
  chunk_type: label,
  // Later schema:
  chunk_id: refId.optional(),
  chunk_order: count.optional(),
  chunk_title: z.string().max(500).optional(),
  chunk_content: longText.optional(),
  duration_seconds: count.optional(),
  word_count: count.optional(),
  ai_summary: longText.optional(),
  sentiment_score: num.optional(),
  is_required: z.boolean().optional(),
  is_interactive: z.boolean().optional(),
  difficulty_level: difficultyLevel.optional(),
});
export type ContentChunk = z.infer<typeof contentChunkSchema>;

export const contentPointerSchema = entity({
  item_id: refId,
  user_id: userId,
  downloaded_at: timestamp.optional(),
  last_viewed_at: timestamp.optional(),
  is_favorite: z.boolean(),
  progress: percent,
  rating: rating5.optional(),
  notes: longText.optional(),
  // Later schema:
  pointer_id: refId.optional(),
  is_bookmarked: z.boolean().optional(),
  current_chunk: count.optional(),
  /** Seconds. */
  total_time_spent: count.optional(),
  completion_percentage: percent.optional(),
  feedback: longText.optional(),
  recommended_by: label.optional(),
  recommendation_score: percent.optional(),
  recommendation_reason: longText.optional(),
});
export type ContentPointer = z.infer<typeof contentPointerSchema>;

export const downloadStatusSchema = z.enum(['downloading', 'completed', 'failed']);

export const offlinePackSchema = entity({
  user_id: userId,
  pack_name: name,
  pack_type: label,
  /** Optional: general packs are not tied to one type. */
  mbti_type: mbtiTypeSchema.optional(),
  /** JSON list of content item ids. */
  item_ids: jsonText,
  /** Bytes. */
  pack_size: count,
  download_status: downloadStatusSchema,
  downloaded_at: timestamp.optional(),
  // Later schema:
  pack_id: refId.optional(),
  /** Minutes of content. */
  estimated_duration: count.optional(),
  download_progress: percent.optional(),
  /** Bytes per second. */
  download_speed: amount.optional(),
  last_accessed: timestamp.optional(),
  expires_at: timestamp.optional(),
});
export type OfflinePack = z.infer<typeof offlinePackSchema>;

export const contentRecommendationSchema = entity({
  user_id: userId,
  item_id: refId,
  /** 0-100: >= 80 high, 60-79 medium, < 60 low (SPEC 5). */
  score: percent,
  reason: longText,
  mbti_alignment: num,
  recommendation_type: label,
  is_viewed: z.boolean(),
  // Later schema:
  recommendation_id: refId.optional(),
  is_clicked: z.boolean().optional(),
  is_dismissed: z.boolean().optional(),
  viewed_at: timestamp.optional(),
  ai_confidence: num.optional(),
  ai_model: label.optional(),
  ai_factors: jsonText.optional(),
  recommended_at: timestamp.optional(),
  expires_at: timestamp.optional(),
  personality_traits: jsonText.optional(),
});
export type ContentRecommendation = z.infer<typeof contentRecommendationSchema>;
