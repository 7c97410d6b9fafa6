// When the daily reminder is due: at the chosen time of day, once per calendar day, only within a few
// hours of that time (a 09:00 reminder arriving at 22:00 is noise), and not when the user already checked
// in or wrote today.
import { HOUR_MS } from '../time';
import { atWallTime, dayKey, shiftDayKey, type DayKey } from './days';

/** How long after the chosen time a reminder still makes sense. */
export const REMINDER_WINDOW_MS = 3 * HOUR_MS;

const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of a stored 'HH:MM', or null when it is not one. */
export function reminderMinutes(time: string | undefined): number | null {
  const match = time === undefined ? null : timePattern.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export type ReminderState = {
  /** The stored 'HH:MM'. */
  time: string;
  now: number;
  /** The day a reminder was last shown on this device, if any. */
  lastShownDay?: DayKey;
  /** A check-in or journal entry exists today: nothing to remind of. */
  activeToday: boolean;
  timeZone?: string;
};

/** The day whose reminder is due now, or null. */
export function dueReminderDay(state: ReminderState): DayKey | null {
  const minutes = reminderMinutes(state.time);
  if (minutes === null || state.activeToday) return null;
  const today = dayKey(state.now, state.timeZone);
  if (state.lastShownDay === today) return null;
  const at = atWallTime(today, minutes, state.timeZone);
  return state.now >= at && state.now < at + REMINDER_WINDOW_MS ? today : null;
}

/** The next instant after `now` at which the reminder's time comes round (today's or tomorrow's). */
export function nextReminderAt(time: string, now: number, timeZone?: string): number | null {
  const minutes = reminderMinutes(time);
  if (minutes === null) return null;
  const today = dayKey(now, timeZone);
  const at = atWallTime(today, minutes, timeZone);
  return at > now ? at : atWallTime(shiftDayKey(today, 1), minutes, timeZone);
}
