// How a task's due moment reads on home: overdue since a day, overdue or due at a time today, or a later day.
import { startOfDay, timeUntilDue } from '@groeipad/domain';

export type DueText =
  | { key: 'overdueSince'; date: number }
  | { key: 'overdueAt'; time: number }
  | { key: 'overdue' }
  | { key: 'todayAt'; time: number }
  | { key: 'today' }
  | { key: 'tomorrow' }
  | { key: 'days'; count: number };

/**
 * Follows timeUntilDue (overdue strictly before now). A due date at local midnight is a date without a
 * time, so no "00:00" is shown for it; an overdue task from an earlier day shows that day.
 */
export function dueText(due: number, now: number, timeZone?: string): DueText {
  const status = timeUntilDue(due, now);
  const hasTime = startOfDay(due, timeZone) !== due;
  switch (status.kind) {
    case 'overdue':
      if (due < startOfDay(now, timeZone)) return { key: 'overdueSince', date: due };
      return hasTime ? { key: 'overdueAt', time: due } : { key: 'overdue' };
    case 'today':
      return hasTime ? { key: 'todayAt', time: due } : { key: 'today' };
    case 'tomorrow':
      return { key: 'tomorrow' };
    case 'days':
      return { key: 'days', count: status.days };
  }
}
