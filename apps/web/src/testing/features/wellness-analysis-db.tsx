// Test support: a real Groeipad database on an isolated in-memory IndexedDB with one local user, assessments
// stored as onboarding stores them, mood check-ins, and the screen rendered on it.
import { scoreWellness, type WellnessItemId } from '@groeipad/domain';
import { createRepository, type OpenGroeipadDbResult } from '@groeipad/local-db';
import { MantineProvider } from '@mantine/core';
import { renderApp } from '../render-app';
import { openTestDatabase } from '../database';
import { WellnessAnalysisScreen } from '../../features/wellness-analysis/wellness-analysis-screen';

export const USER_ID = 'user-wellness';

export function openWellnessTestDb(user = true): Promise<OpenGroeipadDbResult> {
  return openTestDatabase({ userId: USER_ID, user, announceStorage: false });
}

type Answers = Record<WellnessItemId, 1 | 2 | 3 | 4 | 5>;

/** All answers 3 (score 50) except the ones given. */
export function answers(changes: Partial<Answers> = {}): Answers {
  return {
    sleep: 3,
    fatigue: 3,
    exercise: 3,
    stress: 3,
    meaning: 3,
    social_support: 3,
    physical_complaints: 3,
    goal_oriented: 3,
    ...changes,
  };
}

/** A wellness_assessments record as onboarding writes it: the domain's result as scores_json. */
export async function seedAssessment(
  database: OpenGroeipadDbResult,
  given: Answers,
  completedAt: number,
) {
  const score = scoreWellness(given);
  if (!score.ok) throw new Error('incomplete answers');
  return createRepository(database.db, 'wellness_assessments', {
    now: () => completedAt,
    actor: USER_ID,
  }).create({
    user_id: USER_ID,
    assessment_id: 'groeipad-wellness-8-v1',
    time_point: 'onboarding',
    answers_encrypted: JSON.stringify(given),
    scores_json: JSON.stringify(score.result),
    mbti_type: 'INFJ',
    assessment_type: 'onboarding',
    completed_at: completedAt,
  });
}

export function seedMood(database: OpenGroeipadDbResult, rating: number, timestamp: number) {
  return createRepository(database.db, 'mood_tracking', {
    now: () => timestamp,
    actor: USER_ID,
  }).create({ user_id: USER_ID, mood_rating: rating, timestamp });
}

export function renderWellness(database: OpenGroeipadDbResult, path = '/wellness-analysis') {
  return renderApp(
    <MantineProvider env="test">
      <WellnessAnalysisScreen />
    </MantineProvider>,
    { database, path },
  );
}
