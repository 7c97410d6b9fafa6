import { describe, expect, it } from 'vitest';
import {
  addMilestone,
  dueAreas,
  isUpdateDue,
  nextUpdateDue,
  parseMilestones,
  removeMilestone,
  toggleMilestone,
  updateFrequencyOf,
  wheelOfLife,
} from './life-area-progress';
import { DAY_MS } from './time';

const T0 = Date.UTC(2026, 0, 1);

describe('update frequency and reminders', () => {
  it('falls back to weekly for unknown labels', () => {
    expect(updateFrequencyOf('monthly')).toBe('monthly');
    expect(updateFrequencyOf('hourly')).toBe('weekly');
    expect(updateFrequencyOf(undefined)).toBe('weekly');
  });
  it.each([
    ['daily', 1],
    ['weekly', 7],
    ['biweekly', 14],
    ['monthly', 30],
  ])('%s is due %i days after the last update', (frequency, days) => {
    expect(nextUpdateDue(T0, frequency)).toBe(T0 + days * DAY_MS);
    const record = { last_updated: T0, update_frequency: frequency };
    expect(isUpdateDue(record, T0 + days * DAY_MS - 1)).toBe(false);
    expect(isUpdateDue(record, T0 + days * DAY_MS)).toBe(true);
  });
  it('lists due areas most overdue first and leaves fresh ones out', () => {
    const now = T0 + 20 * DAY_MS;
    const records = [
      {
        area_name: 'career' as const,
        progress_level: 50,
        last_updated: T0 + 19 * DAY_MS,
        update_frequency: 'weekly',
      },
      {
        area_name: 'health' as const,
        progress_level: 50,
        last_updated: T0 + 10 * DAY_MS,
        update_frequency: 'weekly',
      },
      {
        area_name: 'finance' as const,
        progress_level: 50,
        last_updated: T0,
        update_frequency: 'daily',
      },
    ];
    expect(dueAreas(records, now).map((r) => r.area_name)).toEqual(['finance', 'health']);
  });
});

describe('wheel of life', () => {
  it('has all eight areas in spec order, missing ones at 0 and unrated, clamped, with colours', () => {
    const wheel = wheelOfLife([
      { area_name: 'health', progress_level: 85, last_updated: T0, update_frequency: 'weekly' },
      { area_name: 'finance', progress_level: 140, last_updated: T0, update_frequency: 'weekly' },
    ]);
    expect(wheel.map((p) => p.area)).toEqual([
      'career',
      'relationships',
      'health',
      'finance',
      'personal_growth',
      'spirituality',
      'social_life',
      'hobbies',
    ]);
    expect(wheel[0]).toEqual({ area: 'career', progress: 0, color: 'danger', rated: false });
    expect(wheel[2]).toEqual({ area: 'health', progress: 85, color: 'success', rated: true });
    expect(wheel[3]?.progress).toBe(100);
  });
});

describe('milestones', () => {
  it('adds once, toggles and removes', () => {
    let list = addMilestone([], '  Eerste 5 km ');
    list = addMilestone(list, 'Eerste 5 km');
    list = addMilestone(list, '   ');
    expect(list).toEqual([{ title: 'Eerste 5 km', reached: false }]);
    list = toggleMilestone(list, 'Eerste 5 km');
    expect(list[0]?.reached).toBe(true);
    expect(removeMilestone(list, 'Eerste 5 km')).toEqual([]);
  });
  it('parses only well-formed items', () => {
    expect(parseMilestones('[{"title":"a","reached":true},{"title":1},"x"]')).toEqual([
      { title: 'a', reached: true },
    ]);
    expect(parseMilestones('{')).toEqual([]);
  });
});
