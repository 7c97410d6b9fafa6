// The daily reminder: once a day at the chosen time, within its window, never when the day was already used.
import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../time';
import { atWallTime } from './days';
import { dueReminderDay, nextReminderAt, reminderMinutes } from './reminder';

const ZONE = 'Europe/Amsterdam';
const at = (iso: string) => Date.parse(iso);

describe('reminderMinutes', () => {
  it('reads a stored HH:MM and refuses anything else', () => {
    expect(reminderMinutes('09:00')).toBe(540);
    expect(reminderMinutes('23:59')).toBe(1439);
    for (const bad of [undefined, '', '9:00', '24:00', '12:60', 'noon']) {
      expect(reminderMinutes(bad)).toBeNull();
    }
  });
});

describe('dueReminderDay', () => {
  const base = { time: '09:00', activeToday: false, timeZone: ZONE };

  it('is due from the chosen time for three hours, on that day', () => {
    expect(dueReminderDay({ ...base, now: at('2026-06-10T08:59:00+02:00') })).toBeNull();
    expect(dueReminderDay({ ...base, now: at('2026-06-10T09:00:00+02:00') })).toBe('2026-06-10');
    expect(dueReminderDay({ ...base, now: at('2026-06-10T11:59:00+02:00') })).toBe('2026-06-10');
    expect(dueReminderDay({ ...base, now: at('2026-06-10T12:00:00+02:00') })).toBeNull();
  });

  it('comes once a day and not when the user already checked in or wrote', () => {
    const now = at('2026-06-10T09:30:00+02:00');
    expect(dueReminderDay({ ...base, now, lastShownDay: '2026-06-10' })).toBeNull();
    expect(dueReminderDay({ ...base, now, lastShownDay: '2026-06-09' })).toBe('2026-06-10');
    expect(dueReminderDay({ ...base, now, activeToday: true })).toBeNull();
  });

  it('follows the wall clock on the days the clocks change', () => {
    // 29 March 2026: 02:00 becomes 03:00 in Amsterdam, so 09:00 is 07:00 UTC, not 08:00.
    expect(atWallTime('2026-03-29', 540, ZONE)).toBe(at('2026-03-29T07:00:00Z'));
    expect(dueReminderDay({ ...base, now: at('2026-03-29T06:59:00Z') })).toBeNull();
    expect(dueReminderDay({ ...base, now: at('2026-03-29T07:00:00Z') })).toBe('2026-03-29');
    // 25 October 2026: 03:00 becomes 02:00 again; 09:00 is 08:00 UTC.
    expect(atWallTime('2026-10-25', 540, ZONE)).toBe(at('2026-10-25T08:00:00Z'));
    // A skipped time rings an hour later, like an alarm: 02:30 on the spring day is 03:30 summer time.
    expect(atWallTime('2026-03-29', 150, ZONE)).toBe(at('2026-03-29T01:30:00Z'));
  });

  it('uses the time zone it is given: 09:00 in Tokyo is midnight in Amsterdam', () => {
    const now = at('2026-06-10T00:10:00Z');
    expect(dueReminderDay({ ...base, timeZone: 'Asia/Tokyo', now })).toBe('2026-06-10');
    expect(dueReminderDay({ ...base, now })).toBeNull();
  });
});

describe('nextReminderAt', () => {
  it("is today's time when it is still to come, else tomorrow's", () => {
    expect(nextReminderAt('09:00', at('2026-06-10T08:00:00+02:00'), ZONE)).toBe(
      at('2026-06-10T09:00:00+02:00'),
    );
    expect(nextReminderAt('09:00', at('2026-06-10T09:00:00+02:00'), ZONE)).toBe(
      at('2026-06-11T09:00:00+02:00'),
    );
    expect(
      nextReminderAt('09:00', at('2026-03-28T10:00:00+01:00'), ZONE)! -
        at('2026-03-28T10:00:00+01:00'),
    ).toBe(22 * HOUR_MS);
    expect(nextReminderAt('bad', 0, ZONE)).toBeNull();
  });
});
