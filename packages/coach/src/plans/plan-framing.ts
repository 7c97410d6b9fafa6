// How a plan is framed for a personality type, and the numbers of a plan (horizon, minutes, first-step day).
import { mbtiDimensions, type MbtiDimensions, type MbtiType } from '@groeipad/domain';

export type PlanFraming = MbtiDimensions & {
  /** false: no known type, so the defaults below were used. */
  typed: boolean;
};

/**
 * Without a type the plan takes fixed moments (J) and concrete steps (S): implementation intentions tied
 * to a time and place are the best-supported form (Gollwitzer & Sheeran 2006), and concreteness helps
 * anyone start. It writes down its "why" (F) and reflects alone in the journal (I), which needs no one else.
 */
const UNTYPED: MbtiDimensions = { energy: 'I', information: 'S', decisions: 'F', structure: 'J' };

export function planFraming(type: MbtiType | null): PlanFraming {
  const dimensions = mbtiDimensions(type);
  return dimensions ? { ...dimensions, typed: true } : { ...UNTYPED, typed: false };
}

export const DEFAULT_HORIZON_WEEKS = 4;
export const MIN_HORIZON_WEEKS = 2;
export const MAX_HORIZON_WEEKS = 12;

/** Whole weeks within 2-12; anything else (NaN, fractions, out of range) is rounded and clamped. */
export function horizonWeeks(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return DEFAULT_HORIZON_WEEKS;
  return Math.min(MAX_HORIZON_WEEKS, Math.max(MIN_HORIZON_WEEKS, Math.round(value)));
}

/** A first step this small is hard to refuse (Fogg's "tiny habits"); the halfway step doubles it at most. */
export const SESSION_MINUTES = 10;
export const NEXT_SESSION_MINUTES = 20;
export const SESSIONS_PER_WEEK = 3;

/** From this hour on the first step moves to tomorrow morning: still within 24 hours, but doable. */
export const LATE_HOUR = 20;

/** The hour (0-23) on the wall clock of `timeZone` (the runtime's zone when none is given). */
export function localHour(now: number, timeZone?: string): number {
  const hour = new Intl.DateTimeFormat('en-GB', {
    hour: 'numeric',
    hourCycle: 'h23',
    timeZone,
  }).format(now);
  return Number(hour);
}
