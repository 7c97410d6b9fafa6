// Sample records of the AI tables.
import type { SampleMap } from './samples-base';
import { SAMPLE_NOW as now, sampleBase as base } from './samples-base';

type AiTable =
  | 'ai_interactions'
  | 'ai_artifacts'
  | 'vector_embeddings'
  | 'ai_action_plans'
  | 'super_insights'
  | 'rewind_sessions'
  | 'ai_learning_pipelines'
  | 'ai_personalization_engine'
  | 'offline_ai_models'
  | 'user_behavior_analytics'
  | 'external_ai_services'
  | 'interactive_ai_sessions'
  | 'dynamic_content_creation'
  | 'ai_service_health_monitoring';

export const aiSamples: Pick<SampleMap, AiTable> = {
  ai_interactions: {
    ...base('interaction-1'),
    user_id: 'user-1',
    prompt: 'Help me plannen voor morgen',
    response: 'Kies één belangrijke taak en plan die in de ochtend.',
    context_type: 'coaching',
    mbti_type: 'INFJ',
    tokens_used: 120,
    metadata: '{}',
  },
  ai_artifacts: {
    ...base('artifact-1'),
    job_id: 'job-1',
    origin: 'coach',
    agent: 'planner',
    model: 'llama3',
    model_version: '8b',
    prompt_hash: 'sha256:abc',
    content: 'Een plan in drie stappen.',
    provenance: '{"source":"offline"}',
    moderation_status: 'approved',
    user_id: 'user-1',
    sync_status: 'pending',
  },
  vector_embeddings: {
    ...base('embedding-1'),
    vector_id: 'vec-1',
    content: 'Vandaag heb ik gewandeld.',
    embedding_data: 'AACAPwAAAEA=',
    embedding_dimension: 1536,
    source_table: 'journal_entries',
    source_record_id: 'journal-1',
    user_id: 'user-1',
  },
  ai_action_plans: {
    ...base('plan-1'),
    user_id: 'user-1',
    title: 'Beter slapen',
    description: 'Een rustiger avondritme.',
    goals: '["om 23:00 naar bed"]',
    steps: '["scherm uit om 22:00"]',
    timeline: '{"weeks":4}',
    progress: 25,
    status: 'active',
    is_premium: false,
    generated_at: now,
    completed: false,
  },
  super_insights: {
    ...base('insight-1'),
    user_id: 'user-1',
    insight_type: 'pattern',
    title: 'Je stemming stijgt na beweging',
    content: 'Op dagen dat je wandelt is je stemming gemiddeld hoger.',
    data_sources: '["mood_tracking","journal_entries"]',
    confidence_score: 0.7,
    actionable_items: '["plan drie wandelingen"]',
    is_premium: true,
    generated_at: now,
  },
  rewind_sessions: {
    ...base('rewind-1'),
    user_id: 'user-1',
    session_type: 'weekly',
    session_data: '{}',
    duration_minutes: 15,
    session_date: now,
    is_premium: true,
  },
  ai_learning_pipelines: {
    ...base('pipeline-1'),
    user_id: 'user-1',
    pipeline_name: 'stemming-voorspelling',
    pipeline_config: '{}',
    status: 'idle',
  },
  ai_personalization_engine: {
    ...base('personalization-1'),
    user_id: 'user-1',
    behavior_patterns: '{}',
    content_preferences: '{}',
    interaction_history: '[]',
    personalization_rules: '[]',
    content_adaptations: '[]',
    user_segments: '["reflector"]',
    personalization_score: 0.6,
    analysis_frequency: 'weekly',
    is_active: true,
  },
  offline_ai_models: {
    ...base('model-1'),
    model_id: 'sentiment-nl',
    model_type: 'sentiment',
    model_version: '1.0.0',
    model_data: 'base64-model',
    training_status: 'trained',
    is_active: true,
  },
  user_behavior_analytics: {
    ...base('behavior-1'),
    user_id: 'user-1',
    session_data: '{}',
    interaction_patterns: '{}',
    preference_insights: '{}',
    learning_style: 'reflective',
    engagement_metrics: '{}',
    content_affinity: '{}',
    behavioral_trends: '[]',
    analysis_confidence: 0.5,
  },
  external_ai_services: {
    ...base('service-1'),
    service_id: 'ollama-local',
    service_type: 'llm',
    service_endpoint: 'http://localhost:11434/v1',
    service_model: 'llama3',
    service_configuration: '{}',
    service_status: 'online',
  },
  interactive_ai_sessions: {
    ...base('interactive-1'),
    session_id: 'session-1',
    user_id: 'user-1',
    session_mode: 'voice',
    ai_service_identifier: 'ollama-local',
    session_settings: '{}',
    session_data_stream: '[]',
    ai_interactions: '[]',
    connection_state: 'connected',
    session_length: 300,
    session_state: 'active',
  },
  dynamic_content_creation: {
    ...base('creation-1'),
    creation_id: 'creation-1',
    user_id: 'user-1',
    content_category: 'meditation',
    creation_input: 'Een korte ademoefening',
    creation_service: 'ollama-local',
    creation_settings: '{}',
    approval_status: 'pending',
  },
  ai_service_health_monitoring: {
    ...base('health-1'),
    service_id: 'ollama-local',
    service_name: 'Ollama',
    service_status: 'healthy',
    response_time: 180,
    error_rate: 0.01,
    uptime_percentage: 99.5,
    last_health_check: now,
    health_metrics: '{}',
    alert_thresholds: '{"response_time":2000}',
    is_monitored: true,
  },
};
