// Sample records of the core tables: tasks, users, MBTI, settings, onboarding, life areas, wellness, chat.
import type { SampleMap } from './samples-base';
import { SAMPLE_NOW as now, sampleBase as base } from './samples-base';

const day = 86_400_000;

type CoreTable =
  | 'tasks'
  | 'users'
  | 'mbti_profiles'
  | 'mbti_contents'
  | 'settings'
  | 'onboarding_states'
  | 'life_areas_progress'
  | 'levensgebieden_questionnaires'
  | 'wellness_assessments'
  | 'chat_messages'
  | 'contacts';

export const coreSamples: Pick<SampleMap, CoreTable> = {
  tasks: {
    ...base('task-1'),
    user_id: 'user-1',
    title: 'Mediteren',
    completed: false,
    priority: 'high',
    due_date: now + day,
    category: 'health',
    tags: '["ochtend"]',
  },
  users: {
    ...base('user-1'),
    name: 'Anna',
    email: 'anna@example.nl',
    mbti_type: 'INFJ',
    premium_status: false,
    subscription_tier: 'gold',
    dark_mode: false,
    voice_enabled: true,
    language: 'nl',
    website: 'https://anna.example.nl',
    metadata: '{}',
  },
  mbti_profiles: {
    ...base('profile-1'),
    user_id: 'user-1',
    mbti_type: 'INFJ',
    confidence_score: 0.82,
    profile_data: '{"E":30,"N":70}',
    strengths: '["empathie"]',
  },
  mbti_contents: {
    ...base('content-infj-strength-0'),
    mbti_type: 'INFJ',
    kind: 'strength',
    order_idx: 0,
    content: '{"text":"Inzicht"}',
    migration_seed: true,
    seed_immutable: true,
    local_edited: false,
    seed_conflict: false,
    upstream_changed: false,
  },
  settings: {
    ...base('setting-1'),
    user_id: 'user-1',
    key: 'theme',
    value: 'dark',
    category: 'appearance',
    data_type: 'string',
  },
  onboarding_states: {
    ...base('onboarding-1'),
    user_id: 'user-1',
    current_step: 5,
    step_completed_flags: '{"1":true,"2":true}',
    user_data: '{"id":"user-1","mbtiType":"INFJ"}',
    onboarded_at: now,
  },
  life_areas_progress: {
    ...base('life-1'),
    user_id: 'user-1',
    area_name: 'personal_growth',
    progress_level: 65,
    goals: '["dagelijks lezen"]',
    achievements: '[]',
    last_updated: now,
    update_frequency: 'weekly',
  },
  levensgebieden_questionnaires: {
    ...base('questionnaire-1'),
    user_id: 'user-1',
    levensgebied: 'financieen',
    answers_json: '{"overview":7.5,"buffer":7.5}',
    total_score: 7.5,
    completed_at: now,
    assessment_type: 'standard',
    mbti_type: 'INFJ',
  },
  wellness_assessments: {
    ...base('wellness-1'),
    user_id: 'user-1',
    assessment_id: 'holistic-v1',
    time_point: 'baseline',
    answers_encrypted: 'b64:AAECAw==',
    scores_json: '{"sleep":3}',
    mbti_type: 'INFJ',
    assessment_type: 'holistic',
    completed_at: now,
  },
  chat_messages: {
    ...base('message-1'),
    user_id: 'user-1',
    contact_id: 'coach',
    message: 'Hoe ga ik om met stress?',
    response: 'Begin met drie rustige ademhalingen.',
    is_user: true,
    context_type: 'coaching',
    ai_model: 'offline-coach',
    tokens_used: 42,
    is_read: true,
    is_edited: false,
    edit_count: 0,
    timestamp: now,
  },
  contacts: {
    ...base('contact-1'),
    user_id: 'user-1',
    contact_id: 'coach',
    name: 'AI Coach',
    mbti_type: 'ENFP',
    is_ai: true,
    contact_type: 'ai',
    is_online: true,
    is_blocked: false,
    is_favorite: true,
    unread_count: 2,
  },
};
