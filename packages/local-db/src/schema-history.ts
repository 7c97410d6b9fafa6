// Frozen Dexie stores of each schema version: what a version means on disk never changes afterwards (decision 027).
// Generated once from the table layouts; a changed index or table is a new version here, never an edit.

/** Dexie's store string per table: the primary key first, then the indexes. */
export type Stores = Readonly<Record<string, string>>;

/**
 * Version 13, the oldest version the app migrates from: no MET2.4 tables, no tombstone table (deleted
 * records stayed in their table with `_status: 'deleted'`), and `tags` held comma-separated text.
 */
export const STORES_V13: Stores = {
  tasks: 'id, _status, user_id, due_date',
  users: 'id, _status, email, mbti_type',
  mbti_profiles: 'id, _status, user_id, mbti_type',
  mbti_contents: 'id, _status, &[mbti_type+kind+order_idx], mbti_type, kind, order_idx',
  settings: 'id, _status, user_id, key, [user_id+key]',
  onboarding_states: 'id, _status, user_id, onboarded_at',
  life_areas_progress: 'id, _status, user_id, [user_id+area_name]',
  levensgebieden_questionnaires: 'id, _status, user_id, [user_id+levensgebied], completed_at',
  wellness_assessments: 'id, _status, user_id, assessment_id, completed_at',
  chat_messages: 'id, _status, user_id, contact_id, session_id, timestamp, [contact_id+timestamp]',
  contacts: 'id, _status, user_id, contact_id, last_message_time',
  journal_entries: 'id, _status, user_id, date, [user_id+date]',
  enhanced_journal_entries: 'id, _status, user_id, date, [user_id+date], levensgebied',
  daily_goals: 'id, _status, user_id, target_date, [user_id+target_date], journal_entry_id',
  mood_tracking: 'id, _status, user_id, timestamp, [user_id+timestamp]',
  planning_sessions: 'id, _status, user_id, session_date',
  journaling_analytics: 'id, _status, user_id, [user_id+analytics_period+analytics_date]',
  imagination_sessions: 'id, _status, user_id, levensgebied',
  inspirations: 'id, _status, user_id, imagination_session_id, status, timestamp',
  challenges: 'id, _status, user_id, category, status',
  challenge_milestones: 'id, _status, challenge_id, user_id, [challenge_id+order_idx]',
  challenge_analytics: 'id, _status, challenge_id, user_id, analytics_date',
  challenge_rewards: 'id, _status, user_id, challenge_id, reward_type',
  challenge_participants: 'id, _status, challenge_id, user_id, [challenge_id+user_id]',
  user_challenge_stats: 'id, _status, user_id',
  ai_interactions: 'id, _status, user_id, context_type, session_id',
  ai_artifacts: 'id, _status, job_id, user_id, session_id, sync_status',
  vector_embeddings: 'id, _status, vector_id, user_id, [source_table+source_record_id]',
  ai_action_plans: 'id, _status, user_id, status, generated_at',
  super_insights: 'id, _status, user_id, insight_type, generated_at',
  rewind_sessions: 'id, _status, user_id, session_date',
  ai_learning_pipelines: 'id, _status, user_id, status',
  ai_personalization_engine: 'id, _status, user_id',
  offline_ai_models: 'id, _status, model_id, model_type',
  user_behavior_analytics: 'id, _status, user_id',
  external_ai_services: 'id, _status, service_id, service_type',
  interactive_ai_sessions: 'id, _status, session_id, user_id',
  dynamic_content_creation: 'id, _status, creation_id, user_id, approval_status',
  ai_service_health_monitoring: 'id, _status, service_id, last_health_check',
  content_items: 'id, _status, type, source_id, content_id, category',
  content_chunks: 'id, _status, content_item_id, [content_item_id+chunk_index], chunk_id',
  content_pointers: 'id, _status, user_id, item_id, [user_id+item_id]',
  offline_packs: 'id, _status, user_id, pack_id, download_status',
  content_recommendations: 'id, _status, user_id, item_id, recommended_at',
  content_sources: 'id, _status, source_id, source_type',
  mbti_learning_paths: 'id, _status, path_id, mbti_type, user_id',
  content_analytics: 'id, _status, item_id, user_id, analytics_date',
  media_intelligence: 'id, _status, item_id, media_type, processing_status',
  content_sync_status: 'id, _status, [table_name+item_id], item_id, sync_status',
  subscription_plans: 'id, _status, plan_id',
  user_subscriptions: 'id, _status, user_id, plan_id, subscription_id, status',
  payment_transactions: 'id, _status, user_id, subscription_id, transaction_id, status',
  upgrade_flow_events: 'id, _status, user_id, event_type, session_id',
  feature_usage: 'id, _status, user_id, [user_id+feature_name]',
  sync_status: 'id, _status, [table_name+record_id], record_id, status',
  future_extensions: 'id, _status, extension_id, extension_type, user_id',
  extension_events: 'id, _status, extension_id, event_type, user_id, event_timestamp',
  extension_settings: 'id, _status, extension_id, setting_key, user_id, [extension_id+setting_key]',
  audit_events:
    'id, _status, audit_id, trace_id, user_id, event_type, chain_position, event_timestamp, sync_status',
};

/** Version 14: version 13's tables with the same indexes, the MET2.4 tables and the local tombstone table. */
export const STORES_V14: Stores = {
  ...STORES_V13,
  met24_domains: 'id, _status, domain_id, domain_number, sync_status',
  met24_domain_relations: 'id, _status, relation_id, source_domain_id, target_domain_id',
  met24_new_insights: 'id, _status, insight_id, domain_id, insight_type',
  met24_practical_applications: 'id, _status, application_id, domain_id, application_type',
  met24_user_progress: 'id, _status, user_id, domain_id, [user_id+domain_id]',
  met24_sync_queue:
    'id, _status, sync_id, user_id, status, [status+scheduled_at], [table_name+record_id]',
  met24_server_sync_status: 'id, _status, user_id',
  _tombstones: '[table+id], table',
};

/**
 * Device-only stores that are no domain table (no sync, no export): the community's cache of room
 * messages (the last ~200 per room, readable offline) and its outbox of messages not yet accepted.
 */
export const COMMUNITY_STORES: Stores = {
  community_messages: '[room_id+seq], room_id',
  community_outbox: 'client_id, room_id, created_at',
};

/** Version 15: version 14's tables and the community's cache and outbox (issue 19); no data changes. */
export const STORES_V15: Stores = { ...STORES_V14, ...COMMUNITY_STORES };

/**
 * Every version's stores by number; the newest must equal the registry's layouts plus the device-only
 * stores (schema-history.test.ts).
 */
export const FROZEN_STORES: Readonly<Record<number, Stores>> = {
  13: STORES_V13,
  14: STORES_V14,
  15: STORES_V15,
};

/**
 * The Dexie version the app opens. It moves past the domain's SCHEMA_VERSION (the record layouts, sent
 * to the server and written in exports) when only device-only stores change, as in version 15.
 */
export const LOCAL_DB_VERSION = 15;
