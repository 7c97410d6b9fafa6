// AI entities: interactions, artifacts, embeddings, action plans, super insights and rewind sessions (SPEC.md 3).
import { z } from 'zod';
import { AI_CONTEXT_TYPES } from '../ai-interactions';
import { entity, timestamp } from './base';
import { mbtiTypeSchema, recordSyncStatusSchema } from './enums';
import {
  count,
  jsonText,
  label,
  longText,
  machineText,
  num,
  percent,
  refId,
  title,
  userId,
} from './fields';

export const aiContextTypeSchema = z.enum(AI_CONTEXT_TYPES);

export const aiInteractionSchema = entity({
  user_id: userId,
  prompt: longText,
  response: longText,
  context_type: aiContextTypeSchema,
  mbti_type: mbtiTypeSchema,
  session_id: refId.optional(),
  ai_model: label.optional(),
  tokens_used: count.optional(),
  vector_embedding_id: refId.optional(),
  /** JSON: provider, fallback reason, technique, crisis flag, the offline coach's conversation state. */
  metadata: jsonText.optional(),
});
export type AiInteraction = z.infer<typeof aiInteractionSchema>;

/** Not in the spec: the usual moderation queue states of generated text. */
export const moderationStatusSchema = z.enum(['pending', 'approved', 'rejected', 'flagged']);

export const aiArtifactSchema = entity({
  job_id: refId,
  origin: label,
  agent: label,
  model: label,
  model_version: label,
  prompt_hash: label,
  content: longText,
  provenance: jsonText,
  moderation_status: moderationStatusSchema,
  mbti_type: mbtiTypeSchema.optional(),
  user_id: userId.optional(),
  session_id: refId.optional(),
  quality_score: num.optional(),
  tokens_used: count.optional(),
  sync_status: recordSyncStatusSchema,
  last_synced_at: timestamp.optional(),
  sync_error: z.string().max(5_000).optional(),
});
export type AiArtifact = z.infer<typeof aiArtifactSchema>;

export const embeddingSourceTableSchema = z.enum([
  'mbti_profiles',
  'chat_messages',
  'journal_entries',
  'ai_interactions',
  'ai_action_plans',
  'super_insights',
  'rewind_sessions',
]);

export const vectorEmbeddingSchema = entity({
  vector_id: refId,
  content: longText,
  /** Base64 of little-endian 32-bit floats. */
  embedding_data: machineText,
  /** 1536 is the standard (OpenAI-style) dimension. */
  embedding_dimension: z.number().int().positive(),
  source_table: embeddingSourceTableSchema,
  source_record_id: refId,
  user_id: userId,
});
export type VectorEmbedding = z.infer<typeof vectorEmbeddingSchema>;

/** Not in the spec; `completed` and `completed_at` still carry completion itself. */
export const actionPlanStatusSchema = z.enum([
  'draft',
  'active',
  'paused',
  'completed',
  'archived',
]);

/** The spec names "description or content": both are allowed, at least one must be there. */
export const aiActionPlanSchema = entity({
  user_id: userId,
  title,
  description: longText.optional(),
  content: longText.optional(),
  goals: jsonText,
  steps: jsonText,
  timeline: jsonText,
  progress: percent,
  status: actionPlanStatusSchema,
  mbti_context: jsonText.optional(),
  vector_embedding_id: refId.optional(),
  is_premium: z.boolean(),
  generated_at: timestamp,
  completed: z.boolean(),
  completed_at: timestamp.optional(),
}).refine((plan) => plan.description !== undefined || plan.content !== undefined, {
  message: 'An action plan needs a description or content.',
  path: ['description'],
});
export type AiActionPlan = z.infer<typeof aiActionPlanSchema>;

export const superInsightSchema = entity({
  user_id: userId,
  insight_type: label,
  title,
  content: longText,
  data_sources: jsonText,
  confidence_score: num,
  actionable_items: jsonText,
  vector_embedding_id: refId.optional(),
  is_premium: z.boolean(),
  generated_at: timestamp,
});
export type SuperInsight = z.infer<typeof superInsightSchema>;

/** The spec names "session_type or session_title": both are allowed, at least one must be there. */
export const rewindSessionSchema = entity({
  user_id: userId,
  session_type: label.optional(),
  session_title: title.optional(),
  session_data: jsonText,
  ai_analysis: jsonText.optional(),
  insights: jsonText.optional(),
  recommendations: jsonText.optional(),
  duration: count.optional(),
  duration_minutes: count.optional(),
  session_date: timestamp,
  is_premium: z.boolean(),
  vector_embedding_id: refId.optional(),
}).refine((s) => s.session_type !== undefined || s.session_title !== undefined, {
  message: 'A rewind session needs a session_type or session_title.',
  path: ['session_type'],
});
export type RewindSession = z.infer<typeof rewindSessionSchema>;
