// AI service entities: learning pipelines, personalization, local models, behaviour analytics,
// external services, interactive sessions, generated content and service health (SPEC.md 3).
import { z } from 'zod';
import { entity, timestamp } from './base';
import {
  amount,
  count,
  jsonText,
  label,
  longText,
  machineText,
  name,
  num,
  percent,
  refId,
  userId,
} from './fields';

/** Not in the spec: a pipeline is idle, running, or its last run completed or failed. */
export const pipelineStatusSchema = z.enum(['idle', 'running', 'completed', 'failed']);

export const aiLearningPipelineSchema = entity({
  user_id: userId,
  pipeline_name: name,
  pipeline_config: jsonText,
  status: pipelineStatusSchema,
  last_run: timestamp.optional(),
  performance_metrics: jsonText.optional(),
});
export type AiLearningPipeline = z.infer<typeof aiLearningPipelineSchema>;

export const aiPersonalizationEngineSchema = entity({
  user_id: userId,
  behavior_patterns: jsonText,
  content_preferences: jsonText,
  interaction_history: jsonText,
  personalization_rules: jsonText,
  content_adaptations: jsonText,
  user_segments: jsonText,
  personalization_score: num,
  last_analysis: timestamp.optional(),
  analysis_frequency: label,
  is_active: z.boolean(),
});
export type AiPersonalizationEngine = z.infer<typeof aiPersonalizationEngineSchema>;

/** Not in the spec (training_status "not shown"). */
export const trainingStatusSchema = z.enum(['untrained', 'training', 'trained', 'failed']);

export const offlineAiModelSchema = entity({
  model_id: refId,
  model_type: label,
  model_version: label,
  /** Serialised model (base64 or JSON); no length cap, models are large by nature. */
  model_data: machineText,
  training_data: jsonText.optional(),
  performance_metrics: jsonText.optional(),
  last_trained: timestamp.optional(),
  training_status: trainingStatusSchema,
  is_active: z.boolean(),
});
export type OfflineAiModel = z.infer<typeof offlineAiModelSchema>;

export const userBehaviorAnalyticsSchema = entity({
  user_id: userId,
  session_data: jsonText,
  interaction_patterns: jsonText,
  preference_insights: jsonText,
  learning_style: label,
  engagement_metrics: jsonText,
  content_affinity: jsonText,
  behavioral_trends: jsonText,
  last_analyzed: timestamp.optional(),
  analysis_confidence: num,
});
export type UserBehaviorAnalytics = z.infer<typeof userBehaviorAnalyticsSchema>;

export const externalAiServiceSchema = entity({
  service_id: refId,
  service_type: label,
  service_endpoint: z.string().max(2048),
  /** Encrypted credentials; this table never leaves the device. */
  authentication_data: z.string().max(100_000).optional(),
  service_model: label,
  service_configuration: jsonText,
  service_limits: jsonText.optional(),
  usage_statistics: jsonText.optional(),
  cost_information: jsonText.optional(),
  service_status: label,
  last_accessed: timestamp.optional(),
});
export type ExternalAiService = z.infer<typeof externalAiServiceSchema>;

export const interactiveAiSessionSchema = entity({
  session_id: refId,
  user_id: userId,
  session_mode: label,
  ai_service_identifier: label,
  session_settings: jsonText,
  session_data_stream: jsonText,
  ai_interactions: jsonText,
  session_performance: jsonText.optional(),
  connection_state: label,
  /** Seconds. */
  session_length: count,
  session_state: label,
});
export type InteractiveAiSession = z.infer<typeof interactiveAiSessionSchema>;

/** Not in the spec (approval_status "not shown"). */
export const approvalStatusSchema = z.enum(['pending', 'approved', 'rejected']);

export const dynamicContentCreationSchema = entity({
  creation_id: refId,
  user_id: userId,
  content_category: label,
  creation_input: longText,
  created_content: longText.optional(),
  creation_service: label,
  creation_settings: jsonText,
  content_quality: num.optional(),
  user_evaluation: longText.optional(),
  /** Cost of the generation, in the service's currency. */
  creation_expense: amount.optional(),
  approval_status: approvalStatusSchema,
});
export type DynamicContentCreation = z.infer<typeof dynamicContentCreationSchema>;

export const aiServiceHealthMonitoringSchema = entity({
  service_id: refId,
  service_name: name,
  service_status: label,
  /** Milliseconds. */
  response_time: amount,
  error_rate: amount,
  uptime_percentage: percent,
  last_health_check: timestamp,
  health_metrics: jsonText,
  alert_thresholds: jsonText,
  is_monitored: z.boolean(),
});
export type AiServiceHealthMonitoring = z.infer<typeof aiServiceHealthMonitoringSchema>;
