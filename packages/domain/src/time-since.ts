// "Time since completion" for questionnaires: a code with a count, and the Dutch text (SPEC 5).
import { DAY_MS } from './time';

export type TimeSince =
  | { kind: 'today' }
  | { kind: 'yesterday' }
  | { kind: 'days'; count: number }
  | { kind: 'weeks'; count: number }
  | { kind: 'months'; count: number };

/**
 * Counts whole elapsed days (24 h periods), not calendar days: the domain has no time zone, and
 * "Vandaag" for anything under 24 h reads right for a score filled in last night. A time in the
 * future (clock skew) is today. Weeks are whole weeks under 30 days; months are 30-day periods.
 */
export function timeSinceCompletion(completedAt: number, now: number): TimeSince {
  const days = Math.floor(Math.max(0, now - completedAt) / DAY_MS);
  if (days === 0) return { kind: 'today' };
  if (days === 1) return { kind: 'yesterday' };
  if (days < 7) return { kind: 'days', count: days };
  if (days < 30) return { kind: 'weeks', count: Math.floor(days / 7) };
  return { kind: 'months', count: Math.floor(days / 30) };
}

/**
 * The Dutch text. The spec writes 'N weken geleden' and 'N maanden geleden'; for a count of 1 we
 * use the grammatical singular ('1 week geleden', '1 maand geleden') rather than '1 weken'.
 */
export function timeSinceText(value: TimeSince): string {
  switch (value.kind) {
    case 'today':
      return 'Vandaag';
    case 'yesterday':
      return 'Gisteren';
    case 'days':
      return `${value.count} dagen geleden`;
    case 'weeks':
      return value.count === 1 ? '1 week geleden' : `${value.count} weken geleden`;
    case 'months':
      return value.count === 1 ? '1 maand geleden' : `${value.count} maanden geleden`;
  }
}
