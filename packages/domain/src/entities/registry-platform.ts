// Registry entries of the platform tables: AI, content, subscriptions, MET2.4, infrastructure.
// Indexes and the synced flag live in the zod-free layout files beside this one.
import { defineTable } from './registry-types';
import { platformLayout } from './layout-platform';
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

export const platformTables = {
  // AI
  ai_interactions: defineTable(aiInteractionSchema, platformLayout.ai_interactions),
  ai_artifacts: defineTable(aiArtifactSchema, platformLayout.ai_artifacts),
  vector_embeddings: defineTable(vectorEmbeddingSchema, platformLayout.vector_embeddings),
  ai_action_plans: defineTable(aiActionPlanSchema, platformLayout.ai_action_plans),
  super_insights: defineTable(superInsightSchema, platformLayout.super_insights),
  rewind_sessions: defineTable(rewindSessionSchema, platformLayout.rewind_sessions),
  ai_learning_pipelines: defineTable(
    aiLearningPipelineSchema,
    platformLayout.ai_learning_pipelines,
  ),
  ai_personalization_engine: defineTable(
    aiPersonalizationEngineSchema,
    platformLayout.ai_personalization_engine,
  ),
  offline_ai_models: defineTable(offlineAiModelSchema, platformLayout.offline_ai_models),
  user_behavior_analytics: defineTable(
    userBehaviorAnalyticsSchema,
    platformLayout.user_behavior_analytics,
  ),
  external_ai_services: defineTable(externalAiServiceSchema, platformLayout.external_ai_services),
  interactive_ai_sessions: defineTable(
    interactiveAiSessionSchema,
    platformLayout.interactive_ai_sessions,
  ),
  dynamic_content_creation: defineTable(
    dynamicContentCreationSchema,
    platformLayout.dynamic_content_creation,
  ),
  ai_service_health_monitoring: defineTable(
    aiServiceHealthMonitoringSchema,
    platformLayout.ai_service_health_monitoring,
  ),
  // Content library
  content_items: defineTable(contentItemSchema, platformLayout.content_items),
  content_chunks: defineTable(contentChunkSchema, platformLayout.content_chunks),
  content_pointers: defineTable(contentPointerSchema, platformLayout.content_pointers),
  offline_packs: defineTable(offlinePackSchema, platformLayout.offline_packs),
  content_recommendations: defineTable(
    contentRecommendationSchema,
    platformLayout.content_recommendations,
  ),
  content_sources: defineTable(contentSourceSchema, platformLayout.content_sources),
  mbti_learning_paths: defineTable(mbtiLearningPathSchema, platformLayout.mbti_learning_paths),
  content_analytics: defineTable(contentAnalyticsSchema, platformLayout.content_analytics),
  media_intelligence: defineTable(mediaIntelligenceSchema, platformLayout.media_intelligence),
  content_sync_status: defineTable(contentSyncStatusSchema, platformLayout.content_sync_status),
  // Subscriptions and payment
  subscription_plans: defineTable(subscriptionPlanSchema, platformLayout.subscription_plans),
  user_subscriptions: defineTable(userSubscriptionSchema, platformLayout.user_subscriptions),
  payment_transactions: defineTable(paymentTransactionSchema, platformLayout.payment_transactions),
  upgrade_flow_events: defineTable(upgradeFlowEventSchema, platformLayout.upgrade_flow_events),
  feature_usage: defineTable(featureUsageSchema, platformLayout.feature_usage),
  // MET2.4
  met24_domains: defineTable(met24DomainSchema, platformLayout.met24_domains),
  met24_domain_relations: defineTable(
    met24DomainRelationSchema,
    platformLayout.met24_domain_relations,
  ),
  met24_new_insights: defineTable(met24NewInsightSchema, platformLayout.met24_new_insights),
  met24_practical_applications: defineTable(
    met24PracticalApplicationSchema,
    platformLayout.met24_practical_applications,
  ),
  met24_user_progress: defineTable(met24UserProgressSchema, platformLayout.met24_user_progress),
  met24_sync_queue: defineTable(met24SyncQueueSchema, platformLayout.met24_sync_queue),
  met24_server_sync_status: defineTable(
    met24ServerSyncStatusSchema,
    platformLayout.met24_server_sync_status,
  ),
  // Infrastructure
  sync_status: defineTable(syncStatusSchema, platformLayout.sync_status),
  future_extensions: defineTable(futureExtensionSchema, platformLayout.future_extensions),
  extension_events: defineTable(extensionEventSchema, platformLayout.extension_events),
  extension_settings: defineTable(extensionSettingSchema, platformLayout.extension_settings),
  audit_events: defineTable(auditEventSchema, platformLayout.audit_events),
} as const;
