// Test support: a coach request and user context with sensible defaults.
import type { CoachRequest, CoachUserContext } from '../types';

export function testContext(fields: Partial<CoachUserContext> = {}): CoachUserContext {
  return {
    language: 'nl',
    mbtiType: null,
    coachingGoals: [],
    moodTrend: null,
    openDailyGoals: [],
    weakestLifeArea: null,
    journalThemes: [],
    ...fields,
  };
}

export function testRequest(fields: Partial<CoachRequest> = {}): CoachRequest {
  return {
    messages: [{ role: 'user', content: 'Ik slaap slecht de laatste tijd.' }],
    context: testContext(),
    contextType: 'coaching',
    ...fields,
  };
}
