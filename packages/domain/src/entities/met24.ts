// MET2.4 knowledge-domain entities: domains, relations, insights, practical applications, per-user
// progress and the sync bookkeeping of these tables (SPEC.md 3).
import { z } from 'zod';
import { entity, timestamp } from './base';
import { recordSyncStatusSchema } from './enums';
import {
  count,
  difficultyLevel,
  jsonText,
  label,
  longText,
  name,
  percent,
  rating5,
  refId,
  title,
  userId,
} from './fields';

/**
 * The "sync fields" of the MET2.4 reference tables. Their status values are not in the spec;
 * they use the sync_status table's pending | synced | error.
 */
const met24SyncFields = {
  last_synced_at: timestamp.optional(),
  sync_status: recordSyncStatusSchema,
};

export const met24DomainSchema = entity({
  domain_id: refId,
  domain_number: z.number().int().min(1),
  domain_name: name,
  domain_description: longText.optional(),
  philosophical_level: label,
  /** JSON list. */
  practical_applications: jsonText,
  theoretical_framework: longText.optional(),
  ...met24SyncFields,
});
export type Met24Domain = z.infer<typeof met24DomainSchema>;

export const met24DomainRelationSchema = entity({
  relation_id: refId,
  source_domain_id: refId,
  target_domain_id: refId,
  relation_type: label,
  /** 0-10: >= 8 very strong ... < 2 very weak (SPEC 5). */
  relation_strength: z.number().min(0).max(10),
  relation_description: longText.optional(),
  bidirectional: z.boolean(),
  ...met24SyncFields,
});
export type Met24DomainRelation = z.infer<typeof met24DomainRelationSchema>;

export const met24InsightTypeSchema = z.enum([
  'neurowetenschappelijk',
  'sociaal-psychologisch',
  'ontwikkelingspsychologisch',
  'onderwijskundig',
  'cognitief-psychologisch',
]);

export const met24NewInsightSchema = entity({
  insight_id: refId,
  domain_id: refId,
  insight_title: title,
  insight_description: longText.optional(),
  insight_type: met24InsightTypeSchema,
  /** 1 very low ... 5 very high. */
  evidence_level: rating5,
  source_reference: longText.optional(),
  ...met24SyncFields,
});
export type Met24NewInsight = z.infer<typeof met24NewInsightSchema>;

export const met24ApplicationTypeSchema = z.enum([
  'routine',
  'oefening',
  'workshop',
  'planning',
  'sessie',
]);

/** The spec's `{hash}` table: practical applications of a domain. */
export const met24PracticalApplicationSchema = entity({
  application_id: refId,
  domain_id: refId,
  application_name: name,
  application_description: longText.optional(),
  application_type: met24ApplicationTypeSchema,
  difficulty_level: difficultyLevel,
  estimated_duration_minutes: count.optional(),
  /** JSON list. */
  materials_needed: jsonText,
  ...met24SyncFields,
});
export type Met24PracticalApplication = z.infer<typeof met24PracticalApplicationSchema>;

export const met24UserProgressSchema = entity({
  user_id: userId,
  domain_id: refId,
  progress_percentage: percent,
  /** JSON list of insight ids. */
  completed_insights: jsonText,
  /** JSON list of application ids. */
  completed_applications: jsonText,
  current_insight_id: refId.optional(),
  current_application_id: refId.optional(),
  learning_path: jsonText,
  achievements: jsonText,
  notes: longText.optional(),
  last_accessed_at: timestamp,
});
export type Met24UserProgress = z.infer<typeof met24UserProgressSchema>;

export const syncOperationSchema = z.enum(['create', 'update', 'delete']);
export const syncQueueStatusSchema = z.enum(['pending', 'syncing', 'completed', 'failed']);

export const met24SyncQueueSchema = entity({
  sync_id: refId,
  user_id: userId,
  table_name: name,
  record_id: refId,
  operation: syncOperationSchema,
  /** JSON of the record or the change. */
  data: jsonText,
  status: syncQueueStatusSchema,
  retry_count: count,
  error_message: z.string().max(5_000).optional(),
  scheduled_at: timestamp,
  last_attempt_at: timestamp.optional(),
});
export type Met24SyncQueue = z.infer<typeof met24SyncQueueSchema>;

/** Frequencies of SPEC 9: manual (no interval), hourly, daily (the default), weekly. */
export const syncFrequencySchema = z.enum(['manual', 'hourly', 'daily', 'weekly']);

export const met24ServerSyncStatusSchema = entity({
  user_id: userId,
  last_full_sync: timestamp.optional(),
  last_incremental_sync: timestamp.optional(),
  sync_frequency: syncFrequencySchema,
  auto_sync_enabled: z.boolean(),
  /** JSON list. */
  sync_conflicts: jsonText.optional(),
  server_version: label.optional(),
  client_version: label,
});
export type Met24ServerSyncStatus = z.infer<typeof met24ServerSyncStatusSchema>;
