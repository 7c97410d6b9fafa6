import { startOfDayKey } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { dueText } from './due-text';

const AMS = 'Europe/Amsterdam';
const HOUR = 3_600_000;
const today = startOfDayKey('2026-03-10', AMS);
const now = today + 14 * HOUR;

describe('dueText', () => {
  it('names the day of a task overdue since an earlier day', () => {
    const due = today - 30 * HOUR;
    expect(dueText(due, now, AMS)).toEqual({ key: 'overdueSince', date: due });
  });

  it('shows the time of a task due earlier today, and none for a date without a time', () => {
    expect(dueText(today + 9 * HOUR, now, AMS)).toEqual({
      key: 'overdueAt',
      time: today + 9 * HOUR,
    });
    expect(dueText(today, now, AMS)).toEqual({ key: 'overdue' });
  });

  it('is today for a later time today, tomorrow and days after that', () => {
    expect(dueText(today + 17 * HOUR, now, AMS)).toEqual({
      key: 'todayAt',
      time: today + 17 * HOUR,
    });
    expect(dueText(now, now, AMS)).toEqual({ key: 'todayAt', time: now });
    expect(dueText(now + 30 * HOUR, now, AMS)).toEqual({ key: 'tomorrow' });
    expect(dueText(now + 60 * HOUR, now, AMS)).toEqual({ key: 'days', count: 3 });
  });
});
