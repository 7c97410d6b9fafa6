import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_TIME, parseReminderTime } from './reminder-time';

describe('parseReminderTime', () => {
  it.each([
    ['00:00', '00:00'],
    ['08:30', '08:30'],
    ['8:30', '08:30'],
    [' 23:59 ', '23:59'],
    ['12:05', '12:05'],
  ])('accepts %j as %j', (input, expected) => {
    expect(parseReminderTime(input)).toBe(expected);
  });

  it.each([
    '24:00',
    '23:60',
    '7',
    '0830',
    '08:3',
    '08:300',
    '-1:00',
    'ab:cd',
    '',
    '08.30',
    '12:00 PM',
  ])('rejects %j', (input) => {
    expect(parseReminderTime(input)).toBeNull();
  });

  it('has a valid default', () => {
    expect(parseReminderTime(DEFAULT_REMINDER_TIME)).toBe(DEFAULT_REMINDER_TIME);
  });
});
