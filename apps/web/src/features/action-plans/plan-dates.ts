// Dates of a plan in the interface language: when it was made, when a step is due, which week it is in.
import { addCalendarDays } from '@groeipad/domain';

export function formatPlanDate(ms: number, language: string): string {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(ms);
}

/** Short, with the weekday: people plan by the day of the week. */
export function formatDueDate(generatedAt: number, offsetDays: number, language: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(addCalendarDays(generatedAt, offsetDays));
}

const WEEK_MS = 7 * 86_400_000;

/** The plan's week (1-based) that `now` falls in; 0 before the plan started (a clock set wrong). */
export function currentPlanWeek(generatedAt: number, now: number): number {
  if (now < generatedAt) return 0;
  return Math.floor((now - generatedAt) / WEEK_MS) + 1;
}
