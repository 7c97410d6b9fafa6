// Where a challenge that completes itself is done: the screen whose record completes it.
import type { ChallengeCompletion } from '@groeipad/domain';

export type AutoKind = Exclude<ChallengeCompletion['kind'], 'manual'>;

export function completionPath(completion: ChallengeCompletion): string | null {
  switch (completion.kind) {
    case 'journal_entry':
      return '/journaling/new';
    case 'mood_checkin':
      return '/journaling/moods';
    case 'daily_goal_done':
      return '/journaling/goals';
    case 'task_done':
      return '/tasks';
    case 'life_area_check':
      return completion.area
        ? `/levensgebied/${completion.area}`
        : '/holistic-wellness#levensgebieden';
    case 'wellness_check':
      return '/wellness-assessment';
    case 'manual':
      return null;
  }
}
