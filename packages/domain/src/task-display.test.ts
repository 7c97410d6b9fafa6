import { describe, expect, it } from 'vitest';
import {
  categoryIcon,
  DEFAULT_CATEGORY_ICON,
  formatDueDate,
  priorityColor,
  priorityIcon,
  taskStatus,
  taskStatusColor,
  taskStatusText,
  timeUntilDue,
  timeUntilDueText,
} from './task-display';

const now = 1_700_000_000_000;
const DAY = 86_400_000;

describe('priority', () => {
  it('maps colours', () => {
    expect(priorityColor('high')).toBe('danger');
    expect(priorityColor('medium')).toBe('warning');
    expect(priorityColor('low')).toBe('success');
    expect(priorityColor('urgent')).toBe('default');
    expect(priorityColor(undefined)).toBe('default');
  });
  it('maps icons to red, yellow, green and white circles', () => {
    expect(priorityIcon('high')).toBe('🔴');
    expect(priorityIcon('medium')).toBe('🟡');
    expect(priorityIcon('low')).toBe('🟢');
    expect(priorityIcon('other')).toBe('⚪');
  });
});

describe('formatDueDate', () => {
  const march5 = Date.UTC(2024, 2, 5, 12);
  it('formats in nl-NL by default', () => {
    expect(formatDueDate(march5, undefined, 'UTC')).toBe('5 mrt 2024');
  });
  it('follows the locale and the time zone', () => {
    expect(formatDueDate(march5, 'en-GB', 'UTC')).toBe('5 Mar 2024');
    expect(formatDueDate(Date.UTC(2024, 2, 5, 23), 'nl-NL', 'Asia/Tokyo')).toBe('6 mrt 2024');
  });
});

describe('timeUntilDue', () => {
  it('is overdue only when the date is past', () => {
    expect(timeUntilDue(now - 1, now)).toEqual({ kind: 'overdue' });
    expect(timeUntilDue(now, now)).toEqual({ kind: 'today' });
  });
  it('is today under 24 h and tomorrow under 48 h', () => {
    expect(timeUntilDue(now + 86_399_999, now)).toEqual({ kind: 'today' });
    expect(timeUntilDue(now + 86_400_000, now)).toEqual({ kind: 'tomorrow' });
    expect(timeUntilDue(now + 172_799_999, now)).toEqual({ kind: 'tomorrow' });
    expect(timeUntilDue(now + 172_800_000, now)).toEqual({ kind: 'days', days: 2 });
  });
  it('rounds the days up', () => {
    expect(timeUntilDue(now + 2 * DAY + 1, now)).toEqual({ kind: 'days', days: 3 });
    expect(timeUntilDue(now + 3 * DAY, now)).toEqual({ kind: 'days', days: 3 });
  });
  it('has the spec texts', () => {
    expect(timeUntilDueText({ kind: 'overdue' })).toBe('Overdue');
    expect(timeUntilDueText({ kind: 'today' })).toBe('Today');
    expect(timeUntilDueText({ kind: 'tomorrow' })).toBe('Tomorrow');
    expect(timeUntilDueText({ kind: 'days', days: 3 })).toBe('3 days');
  });
});

describe('taskStatus', () => {
  it('is completed before overdue before pending', () => {
    expect(taskStatus({ completed: true, due_date: now - DAY }, now)).toBe('completed');
    expect(taskStatus({ completed: false, due_date: now - 1 }, now)).toBe('overdue');
    expect(taskStatus({ completed: false, due_date: now }, now)).toBe('pending');
    expect(taskStatus({ completed: false }, now)).toBe('pending');
  });
  it('has the spec texts and colours', () => {
    expect(taskStatusText('completed')).toBe('Completed');
    expect(taskStatusText('overdue')).toBe('Overdue');
    expect(taskStatusText('pending')).toBe('Pending');
    expect(taskStatusColor('completed')).toBe('success');
    expect(taskStatusColor('overdue')).toBe('danger');
    expect(taskStatusColor('pending')).toBe('primary');
  });
});

describe('categoryIcon', () => {
  it('has a distinct icon for each of the seven categories', () => {
    const cats = ['personal', 'work', 'health', 'growth', 'relationships', 'finance', 'hobbies'];
    const icons = cats.map((c) => categoryIcon(c));
    expect(new Set(icons).size).toBe(7);
    expect(icons).not.toContain(DEFAULT_CATEGORY_ICON);
  });
  it('gives the note icon to anything else', () => {
    expect(categoryIcon('other')).toBe('📝');
    expect(categoryIcon(undefined)).toBe('📝');
    expect(categoryIcon('Work')).toBe('📝');
  });
});
