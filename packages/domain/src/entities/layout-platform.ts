// Dexie layout (indexes, synced)  of the platform tables: AI, content, subscriptions, MET2.4, infrastructure.
// Index rules: never a boolean field (IndexedDB cannot index booleans), never `id` (primary key) or
// `_status` (added by local-db). `synced: false` marks device-local bookkeeping, see each entry.
// Plain data without zod, so opening the database does not load the schemas.
import { tableLayout } from './registry-types';

const LOCAL = false;

export const platformLayout = {
  // AI
  ai_interactions: tableLayout(['user_id', 'context_type', 'session_id']),
  ai_artifacts: tableLayout(['job_id', 'user_id', 'session_id', 'sync_status']),
  vector_embeddings: tableLayout(['vector_id', 'user_id', '[source_table+source_record_id]']),
  ai_action_plans: tableLayout(['user_id', 'status', 'generated_at']),
  super_insights: tableLayout(['user_id', 'insight_type', 'generated_at']),
  rewind_sessions: tableLayout(['user_id', 'session_date']),
  ai_learning_pipelines: tableLayout(['user_id', 'status']),
  ai_personalization_engine: tableLayout(['user_id']),
  // Models are downloaded per device and can be large: not synced.
  offline_ai_models: tableLayout(['model_id', 'model_type'], LOCAL),
  user_behavior_analytics: tableLayout(['user_id']),
  // Holds (encrypted) credentials for this device's AI services: they never leave the device.
  external_ai_services: tableLayout(['service_id', 'service_type'], LOCAL),
  interactive_ai_sessions: tableLayout(['session_id', 'user_id']),
  dynamic_content_creation: tableLayout(['creation_id', 'user_id', 'approval_status']),
  // Health as seen from this device: meaningless elsewhere.
  ai_service_health_monitoring: tableLayout(['service_id', 'last_health_check'], LOCAL),
  // Content library
  content_items: tableLayout(['type', 'source_id', 'content_id', 'category']),
  content_chunks: tableLayout(['content_item_id', '[content_item_id+chunk_index]', 'chunk_id']),
  content_pointers: tableLayout(['user_id', 'item_id', '[user_id+item_id]']),
  offline_packs: tableLayout(['user_id', 'pack_id', 'download_status']),
  content_recommendations: tableLayout(['user_id', 'item_id', 'recommended_at']),
  content_sources: tableLayout(['source_id', 'source_type']),
  mbti_learning_paths: tableLayout(['path_id', 'mbti_type', 'user_id']),
  content_analytics: tableLayout(['item_id', 'user_id', 'analytics_date']),
  media_intelligence: tableLayout(['item_id', 'media_type', 'processing_status']),
  // Sync bookkeeping of this device.
  content_sync_status: tableLayout(['[table_name+item_id]', 'item_id', 'sync_status'], LOCAL),
  // Subscriptions and payment
  subscription_plans: tableLayout(['plan_id']),
  user_subscriptions: tableLayout(['user_id', 'plan_id', 'subscription_id', 'status']),
  payment_transactions: tableLayout(['user_id', 'subscription_id', 'transaction_id', 'status']),
  upgrade_flow_events: tableLayout(['user_id', 'event_type', 'session_id']),
  feature_usage: tableLayout(['user_id', '[user_id+feature_name]']),
  // MET2.4
  met24_domains: tableLayout(['domain_id', 'domain_number', 'sync_status']),
  met24_domain_relations: tableLayout(['relation_id', 'source_domain_id', 'target_domain_id']),
  met24_new_insights: tableLayout(['insight_id', 'domain_id', 'insight_type']),
  met24_practical_applications: tableLayout(['application_id', 'domain_id', 'application_type']),
  met24_user_progress: tableLayout(['user_id', 'domain_id', '[user_id+domain_id]']),
  // The queue of this device's pending uploads and its sync settings: local bookkeeping.
  met24_sync_queue: tableLayout(
    ['sync_id', 'user_id', 'status', '[status+scheduled_at]', '[table_name+record_id]'],
    LOCAL,
  ),
  met24_server_sync_status: tableLayout(['user_id'], LOCAL),
  // Infrastructure
  sync_status: tableLayout(['[table_name+record_id]', 'record_id', 'status'], LOCAL),
  future_extensions: tableLayout(['extension_id', 'extension_type', 'user_id']),
  extension_events: tableLayout(['extension_id', 'event_type', 'user_id', 'event_timestamp']),
  extension_settings: tableLayout([
    'extension_id',
    'setting_key',
    'user_id',
    '[extension_id+setting_key]',
  ]),
  audit_events: tableLayout([
    'audit_id',
    'trace_id',
    'user_id',
    'event_type',
    'chain_position',
    'event_timestamp',
    'sync_status',
  ]),
} as const;
