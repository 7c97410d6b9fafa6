// Test support: records on named days in a fixed zone, shaped like the stored ones the screen passes in.
import { HOUR_MS, startOfDayKey, type DayKey } from '@groeipad/domain';
import type {
  InsightEntry,
  InsightGoal,
  InsightMood,
  InsightRecords,
  InsightTask,
} from '../insights/types';

export const ZONE = 'Europe/Amsterdam';

/** `hour` o'clock (may be fractional) of `day` in ZONE. */
export function at(day: DayKey, hour = 12): number {
  return startOfDayKey(day, ZONE) + hour * HOUR_MS;
}

export function entry(
  day: DayKey,
  mood: number,
  content: string,
  tags: string[] = [],
  writtenHour = 21,
): InsightEntry {
  return {
    id: `entry-${day}-${writtenHour}`,
    date: at(day, 12),
    created_at: at(day, writtenHour),
    title: '',
    content,
    word_count: content.split(/\s+/).filter(Boolean).length,
    mood_rating: mood,
    tags: JSON.stringify(tags),
  };
}

export function mood(
  day: DayKey,
  rating: number,
  hour = 9,
  activities: string[] = [],
  triggers: string[] = [],
): InsightMood {
  return {
    timestamp: at(day, hour),
    mood_rating: rating,
    ...(activities.length > 0 ? { activities: JSON.stringify(activities) } : {}),
    ...(triggers.length > 0 ? { triggers: JSON.stringify(triggers) } : {}),
  };
}

export function goal(day: DayKey, done: boolean, minutes?: number): InsightGoal {
  return {
    target_date: startOfDayKey(day, ZONE),
    is_completed: done,
    goal_text: 'Tien minuten lezen',
    ...(done ? { completed_at: at(day, 18) } : {}),
    ...(minutes !== undefined ? { estimated_duration: minutes } : {}),
  };
}

export function task(created: DayKey, done: boolean, changed: DayKey, due?: DayKey): InsightTask {
  return {
    created_at: at(created, 8),
    updated_at: at(changed, 17),
    completed: done,
    ...(due ? { due_date: at(due, 0) } : {}),
  };
}

export const NO_RECORDS: InsightRecords = {
  entries: [],
  moods: [],
  goals: [],
  tasks: [],
  planning: [],
};
