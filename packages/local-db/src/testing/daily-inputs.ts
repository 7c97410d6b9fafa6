// Test helpers for the daily core: valid inputs for enhanced entries, goals and planning, and a settable clock.
import type { CreateInput } from '../repository';
import { T0 } from './database';

export const DAY = 86_400_000;

export function clock(start = T0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms), set: (ms: number) => (now = ms) };
}

export function enhancedInput(
  date = T0,
  title = 'Een goede dag',
): CreateInput<'enhanced_journal_entries'> {
  return {
    user_id: 'user-1',
    title,
    content: 'Vandaag heb ik gewandeld en gelezen.',
    mood_rating: 4,
    tags: '["rust"]',
    category: 'reflectie',
    is_private: true,
    is_favorite: false,
    word_count: 6,
    date,
    is_public: false,
    share_with_ai: false,
  };
}

export function goalInput(
  targetDate = T0,
  goalText = 'Tien minuten lezen',
): CreateInput<'daily_goals'> {
  return {
    user_id: 'user-1',
    goal_text: goalText,
    goal_category: 'groei',
    is_completed: false,
    target_date: targetDate,
    priority: 'medium',
  };
}

export function planningInput(sessionDate = T0): CreateInput<'planning_sessions'> {
  return {
    user_id: 'user-1',
    session_title: 'Weekplanning',
    session_type: 'weekly',
    session_date: sessionDate,
    goals_completed: 0,
    goals_total: 3,
    completion_rate: 0,
  };
}
