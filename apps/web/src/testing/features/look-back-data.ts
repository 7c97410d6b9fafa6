// Test support for the look-back sections: days relative to today, and bulk writers for moods with activities.
import {
  dayKey,
  previousPeriodBounds,
  shiftDayKey,
  startOfDayKey,
  type DayKey,
} from '@groeipad/domain';
import { createRepository, type GroeipadDb } from '@groeipad/local-db';
import type { CurrentUser } from '../../lib/use-current-user';
import { USER_ID } from './analytics-db';

const HOUR = 3_600_000;

export const USER: CurrentUser = { id: USER_ID, name: 'Anna', mbtiType: 'INFJ' };

export function todayStart(): number {
  return startOfDayKey(dayKey(Date.now()));
}

/** The Monday-Sunday week before this one, as day keys. */
export function lastWeekDays(): DayKey[] {
  const bounds = previousPeriodBounds('week', todayStart());
  return Array.from({ length: 7 }, (_, i) => shiftDayKey(bounds.startKey, i));
}

/** Check-ins at 20:00 on the `days` days before today: every other day a walk and a better mood. */
export function addWalkingMonths(db: GroeipadDb, days: number) {
  const today = dayKey(Date.now());
  const moods = Array.from({ length: days }, (_, index) => {
    const i = index + 1;
    const walked = i % 2 === 0;
    return {
      user_id: USER_ID,
      mood_rating: walked ? ([4, 5, 4, 4][i % 4] ?? 4) : ([3, 2, 3, 3][i % 4] ?? 3),
      timestamp: startOfDayKey(shiftDayKey(today, -i)) + 20 * HOUR,
      ...(walked ? { activities: '["walking"]' } : {}),
    };
  });
  return createRepository(db, 'mood_tracking', {
    now: () => Date.now(),
    actor: USER_ID,
  }).bulkCreate(moods);
}
