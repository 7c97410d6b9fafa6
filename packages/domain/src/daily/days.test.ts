import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  dayKey,
  dayKeysBetween,
  daysBetweenKeys,
  monthStartKey,
  nextMonthStartKey,
  shiftDayKey,
  startOfDay,
  startOfDayKey,
  startOfNextDay,
  weekStartKey,
  weekdayOfKey,
} from './days';

const AMS = 'Europe/Amsterdam';
const HOUR = 3_600_000;

describe('calendar days in a time zone', () => {
  it('keys an instant by the local calendar day', () => {
    // 2026-03-28T23:30Z is already the 29th in Amsterdam (UTC+1).
    const ms = Date.UTC(2026, 2, 28, 23, 30);
    expect(dayKey(ms, AMS)).toBe('2026-03-29');
    expect(dayKey(ms, 'UTC')).toBe('2026-03-28');
    expect(dayKey(ms, 'Asia/Tokyo')).toBe('2026-03-29');
  });

  it('finds local midnight, and the spring-forward day is 23 hours long', () => {
    const start = startOfDayKey('2026-03-29', AMS);
    expect(start).toBe(Date.UTC(2026, 2, 28, 23));
    expect(startOfNextDay(start, AMS) - start).toBe(23 * HOUR);
    expect(startOfDay(start + 20 * HOUR, AMS)).toBe(start);
  });

  it('makes the fall-back day 25 hours long', () => {
    const start = startOfDayKey('2026-10-25', AMS);
    expect(start).toBe(Date.UTC(2026, 9, 24, 22));
    expect(startOfNextDay(start, AMS) - start).toBe(25 * HOUR);
    expect(addCalendarDays(start, 1, AMS)).toBe(Date.UTC(2026, 9, 25, 23));
  });

  it('shifts and counts day keys across months and leap days', () => {
    expect(shiftDayKey('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftDayKey('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetweenKeys('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysBetweenKeys('2026-03-31', '2026-03-01')).toBe(-30);
    expect(dayKeysBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(dayKeysBetween('2026-01-02', '2026-01-01')).toEqual([]);
  });

  it('starts weeks on Monday and months on the 1st', () => {
    expect(weekdayOfKey('2026-11-23')).toBe(0);
    expect(weekdayOfKey('2026-11-22')).toBe(6);
    expect(weekStartKey('2026-11-22')).toBe('2026-11-16');
    expect(monthStartKey('2026-11-22')).toBe('2026-11-01');
    expect(nextMonthStartKey('2026-12-05')).toBe('2027-01-01');
  });

  it('rejects something that is not a day key', () => {
    expect(() => shiftDayKey('29-03-2026', 1)).toThrow(RangeError);
  });
});
