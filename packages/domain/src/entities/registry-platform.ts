// Registry entries of the platform tables: AI, content, subscriptions, MET2.4, infrastructure.
// Index rules: never a boolean field (IndexedDB cannot index booleans), never `id` (primary key) or
// `_status` (added by local-db). `synced: false` marks device-local bookkeeping, see each entry.
import { defineTable } from './registry-types';
import {
  aiActionPlanSchema,
  aiArtifactSchema,
  aiInteractionSchema,
  rewindSessionSchema,
  superInsightSchema,
  vectorEmbeddingSchema,
} from './ai';
import {
  aiLearningPipelineSchema,
  aiPersonalizationEngineSchema,
  aiServiceHealthMonitoringSchema,
  dynamicContentCreationSchema,
  externalAiServiceSchema,
  interactiveAiSessionSchema,
  offlineAiModelSchema,
  userBehaviorAnalyticsSchema,
} from './ai-services';
import {
  contentChunkSchema,
  contentItemSchema,
  contentPointerSchema,
  contentRecommendationSchema,
  offlinePackSchema,
} from './content';
import {
  contentAnalyticsSchema,
  contentSourceSchema,
  contentSyncStatusSchema,
  mbtiLearningPathSchema,
  mediaIntelligenceSchema,
} from './content-later';
import {
  featureUsageSchema,
  paymentTransactionSchema,
  subscriptionPlanSchema,
  upgradeFlowEventSchema,
  userSubscriptionSchema,
} from './subscriptions';
import {
  met24DomainRelationSchema,
  met24DomainSchema,
  met24NewInsightSchema,
  met24PracticalApplicationSchema,
  met24ServerSyncStatusSchema,
  met24SyncQueueSchema,
  met24UserProgressSchema,
} from './met24';
import {
  auditEventSchema,
  extensionEventSchema,
  extensionSettingSchema,
  futureExtensionSchema,
  syncStatusSchema,
} from './infrastructure';

const LOCAL = false;

export const platformTables = {
  // AI
  ai_interactions: defineTable(aiInteractionSchema, ['user_id', 'context_type', 'session_id']),
  ai_artifacts: defineTable(aiArtifactSchema, ['job_id', 'user_id', 'session_id', 'sync_status']),
  vector_embeddings: defineTable(vectorEmbeddingSchema, [
    'vector_id',
    'user_id',
    '[source_table+source_record_id]',
  ]),
  ai_action_plans: defineTable(aiActionPlanSchema, ['user_id', 'status', 'generated_at']),
  super_insights: defineTable(superInsightSchema, ['user_id', 'insight_type', 'generated_at']),
  rewind_sessions: defineTable(rewindSessionSchema, ['user_id', 'session_date']),
  ai_learning_pipelines: defineTable(aiLearningPipelineSchema, ['user_id', 'status']),
  ai_personalization_engine: defineTable(aiPersonalizationEngineSchema, ['user_id']),
  // Models are downloaded per device and can be large: not synced.
  offline_ai_models: defineTable(offlineAiModelSchema, ['model_id', 'model_type'], LOCAL),
  user_behavior_analytics: defineTable(userBehaviorAnalyticsSchema, ['user_id']),
  // Holds (encrypted) credentials for this device's AI services: they never leave the device.
  external_ai_services: defineTable(externalAiServiceSchema, ['service_id', 'service_type'], LOCAL),
  interactive_ai_sessions: defineTable(interactiveAiSessionSchema, ['session_id', 'user_id']),
  dynamic_content_creation: defineTable(dynamicContentCreationSchema, [
    'creation_id',
    'user_id',
    'approval_status',
  ]),
  // Health as seen from this device: meaningless elsewhere.
  ai_service_health_monitoring: defineTable(
    aiServiceHealthMonitoringSchema,
    ['service_id', 'last_health_check'],
    LOCAL,
  ),
  // Content library
  content_items: defineTable(contentItemSchema, ['type', 'source_id', 'content_id', 'category']),
  content_chunks: defineTable(contentChunkSchema, [
    'content_item_id',
    '[content_item_id+chunk_index]',
    'chunk_id',
  ]),
  content_pointers: defineTable(contentPointerSchema, ['user_id', 'item_id', '[user_id+item_id]']),
  offline_packs: defineTable(offlinePackSchema, ['user_id', 'pack_id', 'download_status']),
  content_recommendations: defineTable(contentRecommendationSchema, [
    'user_id',
    'item_id',
    'recommended_at',
  ]),
  content_sources: defineTable(contentSourceSchema, ['source_id', 'source_type']),
  mbti_learning_paths: defineTable(mbtiLearningPathSchema, ['path_id', 'mbti_type', 'user_id']),
  content_analytics: defineTable(contentAnalyticsSchema, ['item_id', 'user_id', 'analytics_date']),
  media_intelligence: defineTable(mediaIntelligenceSchema, [
    'item_id',
    'media_type',
    'processing_status',
  ]),
  // Sync bookkeeping of this device.
  content_sync_status: defineTable(
    contentSyncStatusSchema,
    ['[table_name+item_id]', 'item_id', 'sync_status'],
    LOCAL,
  ),
  // Subscriptions and payment
  subscription_plans: defineTable(subscriptionPlanSchema, ['plan_id']),
  user_subscriptions: defineTable(userSubscriptionSchema, [
    'user_id',
    'plan_id',
    'subscription_id',
    'status',
  ]),
  payment_transactions: defineTable(paymentTransactionSchema, [
    'user_id',
    'subscription_id',
    'transaction_id',
    'status',
  ]),
  upgrade_flow_events: defineTable(upgradeFlowEventSchema, ['user_id', 'event_type', 'session_id']),
  feature_usage: defineTable(featureUsageSchema, ['user_id', '[user_id+feature_name]']),
  // MET2.4
  met24_domains: defineTable(met24DomainSchema, ['domain_id', 'domain_number', 'sync_status']),
  met24_domain_relations: defineTable(met24DomainRelationSchema, [
    'relation_id',
    'source_domain_id',
    'target_domain_id',
  ]),
  met24_new_insights: defineTable(met24NewInsightSchema, [
    'insight_id',
    'domain_id',
    'insight_type',
  ]),
  met24_practical_applications: defineTable(met24PracticalApplicationSchema, [
    'application_id',
    'domain_id',
    'application_type',
  ]),
  met24_user_progress: defineTable(met24UserProgressSchema, [
    'user_id',
    'domain_id',
    '[user_id+domain_id]',
  ]),
  // The queue of this device's pending uploads and its sync settings: local bookkeeping.
  met24_sync_queue: defineTable(
    met24SyncQueueSchema,
    ['sync_id', 'user_id', 'status', '[status+scheduled_at]', '[table_name+record_id]'],
    LOCAL,
  ),
  met24_server_sync_status: defineTable(met24ServerSyncStatusSchema, ['user_id'], LOCAL),
  // Infrastructure
  sync_status: defineTable(
    syncStatusSchema,
    ['[table_name+record_id]', 'record_id', 'status'],
    LOCAL,
  ),
  future_extensions: defineTable(futureExtensionSchema, [
    'extension_id',
    'extension_type',
    'user_id',
  ]),
  extension_events: defineTable(extensionEventSchema, [
    'extension_id',
    'event_type',
    'user_id',
    'event_timestamp',
  ]),
  extension_settings: defineTable(extensionSettingSchema, [
    'extension_id',
    'setting_key',
    'user_id',
    '[extension_id+setting_key]',
  ]),
  audit_events: defineTable(auditEventSchema, [
    'audit_id',
    'trace_id',
    'user_id',
    'event_type',
    'chain_position',
    'event_timestamp',
    'sync_status',
  ]),
} as const;
