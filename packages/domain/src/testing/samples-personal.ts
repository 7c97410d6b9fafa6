// Sample records of the journaling, imagination and challenge tables.
import type { SampleMap } from './samples-base';
import { SAMPLE_NOW as now, sampleBase as base } from './samples-base';

type PersonalTable =
  | 'journal_entries'
  | 'enhanced_journal_entries'
  | 'daily_goals'
  | 'mood_tracking'
  | 'planning_sessions'
  | 'journaling_analytics'
  | 'imagination_sessions'
  | 'inspirations'
  | 'challenges'
  | 'challenge_milestones'
  | 'challenge_analytics'
  | 'challenge_rewards'
  | 'challenge_participants'
  | 'user_challenge_stats';

const journalEntry = {
  ...base('journal-1'),
  user_id: 'user-1',
  title: 'Een rustige dag',
  content: 'Vandaag heb ik gewandeld en nagedacht over mijn doelen.',
  mood_rating: 4,
  tags: '["rust","natuur"]',
  category: 'reflectie',
  is_private: true,
  is_favorite: false,
  word_count: 9,
  date: now,
};

export const personalSamples: Pick<SampleMap, PersonalTable> = {
  journal_entries: journalEntry,
  enhanced_journal_entries: {
    ...journalEntry,
    id: 'enhanced-1',
    gratitude_content: 'Dankbaar voor de zon.',
    levensgebied: 'psychischeGezondheid',
    is_public: false,
    share_with_ai: true,
  },
  daily_goals: {
    ...base('goal-1'),
    user_id: 'user-1',
    goal_text: '20 minuten wandelen',
    goal_category: 'health',
    is_completed: false,
    target_date: now,
    priority: 'medium',
    estimated_duration: 20,
  },
  mood_tracking: {
    ...base('mood-1'),
    user_id: 'user-1',
    mood_rating: 3,
    mood_emoji: '😐',
    triggers: '["werkdruk"]',
    weekly_average: 3.4,
    timestamp: now,
  },
  planning_sessions: {
    ...base('planning-1'),
    user_id: 'user-1',
    session_title: 'Weekplanning',
    session_type: 'weekly',
    session_date: now,
    goals_completed: 3,
    goals_total: 4,
    completion_rate: 75,
  },
  journaling_analytics: {
    ...base('analytics-1'),
    user_id: 'user-1',
    analytics_date: now,
    analytics_period: 'week',
    total_entries: 5,
    total_words: 1200,
    average_words_per_entry: 240,
    total_reading_time: 6,
    average_mood: 3.8,
    goals_set: 7,
    goals_completed: 5,
    completion_rate: 71.4,
  },
  imagination_sessions: {
    ...base('imagination-1'),
    user_id: 'user-1',
    session_title: 'De innerlijke tuin',
    levensgebied: 'actieveImaginatie',
    step: 2,
    mcp_processed: false,
    is_active: true,
    version: 1,
  },
  inspirations: {
    ...base('inspiration-1'),
    user_id: 'user-1',
    imagination_session_id: 'imagination-1',
    title: 'Een open poort',
    summary: 'Ruimte maken voor nieuwe ideeën.',
    source: 'imagination',
    status: 'new',
    is_transferred_to_journal: false,
    timestamp: now,
  },
  challenges: {
    ...base('challenge-1'),
    title: '7 dagen dankbaarheid',
    description: 'Schrijf elke dag drie dingen op waar je dankbaar voor bent.',
    category: 'mindfulness',
    difficulty: 'easy',
    type: 'daily',
    status: 'active',
    progress: 40,
    current_streak: 3,
    max_streak: 5,
    total_points: 120,
    completion_rate: 42.8,
    mbti_relevance: '["INFJ","ENFP"]',
    mbti_optimized: true,
    ai_generated: false,
    participants_count: 18,
    is_public: true,
    community_rating: 4.5,
    likes_count: 10,
    comments_count: 4,
    xp_reward: 50,
    level_requirement: 1,
    tags: '["dankbaarheid"]',
    frequency: 'daily',
    journaling_integration: true,
    planning_integration: false,
    wellness_integration: true,
    author: 'system',
  },
  challenge_milestones: {
    ...base('milestone-1'),
    challenge_id: 'challenge-1',
    title: 'Drie dagen op rij',
    order_idx: 0,
    target_value: 3,
    current_value: 3,
    is_completed: true,
    completed_at: now,
    xp_reward: 10,
  },
  challenge_analytics: {
    ...base('challenge-analytics-1'),
    challenge_id: 'challenge-1',
    user_id: 'user-1',
    analytics_date: now,
    completion_rate: 60,
    streak: 3,
    points_earned: 30,
    time_spent_minutes: 25,
  },
  challenge_rewards: {
    ...base('reward-1'),
    user_id: 'user-1',
    challenge_id: 'challenge-1',
    name: 'Dankbaar hart',
    icon: 'heart',
    points: 25,
    is_unlocked: true,
    unlocked_at: now,
    reward_type: 'badge',
    rarity: 'rare',
  },
  challenge_participants: {
    ...base('participant-1'),
    challenge_id: 'challenge-1',
    user_id: 'user-1',
    joined_at: now,
    status: 'active',
    progress: 40,
    share_progress: true,
    likes_given: 2,
    comments_made: 1,
  },
  user_challenge_stats: {
    ...base('stats-1'),
    user_id: 'user-1',
    level: 3,
    xp: 420,
    badges: '["starter"]',
    community_rank: 12,
    preferred_difficulty: 'intermediate',
    preferred_categories: '["mindfulness"]',
  },
};
