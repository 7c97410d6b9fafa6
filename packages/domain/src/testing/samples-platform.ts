// Sample records of the content, subscription, MET2.4 and infrastructure tables.
import type { SampleMap } from './samples-base';
import { SAMPLE_NOW as now, sampleBase as base } from './samples-base';

type PlatformTable =
  | 'content_items'
  | 'content_chunks'
  | 'content_pointers'
  | 'offline_packs'
  | 'content_recommendations'
  | 'content_sources'
  | 'mbti_learning_paths'
  | 'content_analytics'
  | 'media_intelligence'
  | 'content_sync_status'
  | 'subscription_plans'
  | 'user_subscriptions'
  | 'payment_transactions'
  | 'upgrade_flow_events'
  | 'feature_usage'
  | 'met24_domains'
  | 'met24_domain_relations'
  | 'met24_new_insights'
  | 'met24_practical_applications'
  | 'met24_user_progress'
  | 'met24_sync_queue'
  | 'met24_server_sync_status'
  | 'sync_status'
  | 'future_extensions'
  | 'extension_events'
  | 'extension_settings'
  | 'audit_events';

export const platformSamples: Pick<SampleMap, PlatformTable> = {
  content_items: {
    ...base('item-1'),
    type: 'article',
    title: 'Introversie als kracht',
    url: 'https://example.nl/introversie',
    summary: 'Hoe introverte types energie opladen.',
    mbti_relevance: '["INFJ","INTJ"]',
    duration: 600,
    tags: '["energie"]',
    difficulty_level: 3,
    is_premium: false,
  },
  content_chunks: {
    ...base('chunk-1'),
    content_item_id: 'item-1',
    chunk_index: 0,
    text: 'Introverte mensen laden op in rust.',
    chunk_type: 'paragraph',
  },
  content_pointers: {
    ...base('pointer-1'),
    item_id: 'item-1',
    user_id: 'user-1',
    is_favorite: true,
    progress: 50,
    rating: 4,
  },
  offline_packs: {
    ...base('pack-1'),
    user_id: 'user-1',
    pack_name: 'INFJ basis',
    pack_type: 'mbti',
    mbti_type: 'INFJ',
    item_ids: '["item-1"]',
    pack_size: 1_048_576,
    download_status: 'completed',
    downloaded_at: now,
  },
  content_recommendations: {
    ...base('recommendation-1'),
    user_id: 'user-1',
    item_id: 'item-1',
    score: 85,
    reason: 'Past bij je voorkeur voor reflectie.',
    mbti_alignment: 0.9,
    recommendation_type: 'personality',
    is_viewed: false,
  },
  content_sources: {
    ...base('source-1'),
    source_id: 'groeipad-packs',
    name: 'Groeipad',
    source_type: 'pack',
    is_active: true,
    item_count: 120,
  },
  mbti_learning_paths: {
    ...base('path-1'),
    path_id: 'infj-start',
    mbti_type: 'INFJ',
    title: 'Start voor INFJ',
    item_ids: '["item-1"]',
    difficulty_level: 2,
    is_premium: false,
  },
  content_analytics: {
    ...base('content-analytics-1'),
    item_id: 'item-1',
    user_id: 'user-1',
    analytics_date: now,
    view_count: 3,
    completion_count: 1,
    total_time_spent: 900,
    average_progress: 80,
  },
  media_intelligence: {
    ...base('media-1'),
    item_id: 'item-1',
    media_type: 'audio',
    language: 'nl',
    processing_status: 'completed',
    processed_at: now,
  },
  content_sync_status: {
    ...base('content-sync-1'),
    table_name: 'content_items',
    item_id: 'item-1',
    sync_status: 'synced',
    last_synced_at: now,
    local_version: 2,
  },
  subscription_plans: {
    ...base('plan-gold'),
    plan_id: 'gold-monthly',
    name: 'Gold',
    price_weekly: 2.49,
    duration_days: 30,
    features: '["met24"]',
    is_active: true,
    is_featured: true,
    tier: 'gold',
  },
  user_subscriptions: {
    ...base('subscription-1'),
    user_id: 'user-1',
    plan_id: 'gold-monthly',
    subscription_id: 'sub-1',
    status: 'active',
    start_date: now,
    end_date: now + 30 * 86_400_000,
    auto_renew: true,
  },
  payment_transactions: {
    ...base('payment-1'),
    user_id: 'user-1',
    subscription_id: 'sub-1',
    transaction_id: 'tx-1',
    amount: 9.96,
    currency: 'EUR',
    status: 'completed',
    payment_method: 'ideal',
    payment_provider: 'none',
  },
  upgrade_flow_events: {
    ...base('upgrade-1'),
    user_id: 'user-1',
    event_type: 'plan_selected',
    plan_id: 'gold-monthly',
    step: 'plan_selection',
  },
  feature_usage: {
    ...base('usage-1'),
    user_id: 'user-1',
    feature_name: 'ai_coach',
    usage_count: 12,
    monthly_limit: 50,
    current_month: '2023-11',
  },
  met24_domains: {
    ...base('domain-1'),
    domain_id: 'domain-1',
    domain_number: 1,
    domain_name: 'Zelfkennis',
    philosophical_level: 'fundamenteel',
    practical_applications: '[]',
    sync_status: 'synced',
    last_synced_at: now,
  },
  met24_domain_relations: {
    ...base('relation-1'),
    relation_id: 'relation-1',
    source_domain_id: 'domain-1',
    target_domain_id: 'domain-2',
    relation_type: 'supports',
    relation_strength: 7.5,
    bidirectional: true,
    sync_status: 'synced',
  },
  met24_new_insights: {
    ...base('met24-insight-1'),
    insight_id: 'insight-1',
    domain_id: 'domain-1',
    insight_title: 'Neuroplasticiteit',
    insight_type: 'neurowetenschappelijk',
    evidence_level: 4,
    sync_status: 'pending',
  },
  met24_practical_applications: {
    ...base('application-1'),
    application_id: 'application-1',
    domain_id: 'domain-1',
    application_name: 'Ochtendreflectie',
    application_type: 'routine',
    difficulty_level: 2,
    estimated_duration_minutes: 10,
    materials_needed: '["notitieboek"]',
    sync_status: 'synced',
  },
  met24_user_progress: {
    ...base('met24-progress-1'),
    user_id: 'user-1',
    domain_id: 'domain-1',
    progress_percentage: 50,
    completed_insights: '["insight-1"]',
    completed_applications: '[]',
    learning_path: '[]',
    achievements: '[]',
    last_accessed_at: now,
  },
  met24_sync_queue: {
    ...base('queue-1'),
    sync_id: 'sync-1',
    user_id: 'user-1',
    table_name: 'met24_user_progress',
    record_id: 'met24-progress-1',
    operation: 'update',
    data: '{"progress_percentage":50}',
    status: 'pending',
    retry_count: 0,
    scheduled_at: now,
  },
  met24_server_sync_status: {
    ...base('server-sync-1'),
    user_id: 'user-1',
    sync_frequency: 'daily',
    auto_sync_enabled: true,
    client_version: '14',
  },
  sync_status: {
    ...base('sync-status-1'),
    table_name: 'tasks',
    record_id: 'task-1',
    status: 'synced',
    last_synced: now,
  },
  future_extensions: {
    ...base('extension-1'),
    extension_id: 'breathing',
    extension_type: 'exercise',
    data_json: '{}',
    is_enabled: true,
  },
  extension_events: {
    ...base('extension-event-1'),
    extension_id: 'breathing',
    event_type: 'started',
    severity: 'info',
    event_timestamp: now,
  },
  extension_settings: {
    ...base('extension-setting-1'),
    extension_id: 'breathing',
    setting_key: 'duration',
    setting_value: '300',
  },
  audit_events: {
    ...base('audit-1'),
    audit_id: 'audit-1',
    trace_id: 'trace-1',
    user_id: 'user-1',
    event_type: 'ai_request',
    action: 'coach.reply',
    data_sensitivity_level: 'personal',
    status: 'success',
    sync_status: 'pending',
    sanitization_applied: true,
    external_api_used: false,
    fallback_triggered: false,
    previous_hash: '',
    event_hash: 'sha256:def',
    chain_position: 0,
    sync_attempts: 0,
    event_timestamp: now,
  },
};
