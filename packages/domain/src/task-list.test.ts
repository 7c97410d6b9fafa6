import { describe, expect, it } from 'vitest';
import { timeUntilDue } from './task-display';
import {
  filterTasks,
  hasActiveFilter,
  matchesStatus,
  sortTasks,
  splitByCompletion,
  tagsInUse,
  taskCounts,
  type TaskListItem,
} from './task-list';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const AMS = 'Europe/Amsterdam';
/** 2026-03-05 12:00 in Amsterdam (UTC+1). */
const NOW = Date.UTC(2026, 2, 5, 11);

let next = 0;
function task(fields: Partial<TaskListItem> = {}): TaskListItem {
  next += 1;
  return {
    id: `t${String(next).padStart(3, '0')}`,
    title: `Task ${next}`,
    completed: false,
    priority: 'medium',
    created_at: NOW - next * HOUR,
    ...fields,
  };
}

const ids = (tasks: TaskListItem[]) => tasks.map((t) => t.id);

describe('matchesStatus', () => {
  const overdue = task({ due_date: NOW - HOUR });
  const laterToday = task({ due_date: NOW + 5 * HOUR });
  const tomorrow = task({ due_date: NOW + DAY });
  const noDue = task();
  const done = task({ completed: true, due_date: NOW - 2 * HOUR });

  it('open is everything not completed, completed the rest', () => {
    for (const t of [overdue, laterToday, tomorrow, noDue]) {
      expect(matchesStatus(t, 'open', NOW, AMS)).toBe(true);
      expect(matchesStatus(t, 'completed', NOW, AMS)).toBe(false);
    }
    expect(matchesStatus(done, 'open', NOW, AMS)).toBe(false);
    expect(matchesStatus(done, 'completed', NOW, AMS)).toBe(true);
  });

  it('overdue is past due and not done', () => {
    expect(matchesStatus(overdue, 'overdue', NOW, AMS)).toBe(true);
    expect(matchesStatus(done, 'overdue', NOW, AMS)).toBe(false);
    expect(matchesStatus(noDue, 'overdue', NOW, AMS)).toBe(false);
    expect(matchesStatus(task({ due_date: NOW }), 'overdue', NOW, AMS)).toBe(false);
  });

  it('today is the local calendar day, done or not, past hours included', () => {
    expect(matchesStatus(overdue, 'today', NOW, AMS)).toBe(true);
    expect(matchesStatus(laterToday, 'today', NOW, AMS)).toBe(true);
    expect(matchesStatus(done, 'today', NOW, AMS)).toBe(true);
    expect(matchesStatus(tomorrow, 'today', NOW, AMS)).toBe(false);
    expect(matchesStatus(noDue, 'today', NOW, AMS)).toBe(false);
    // Local midnight at both ends: 23:00 UTC the day before is 00:00 in Amsterdam.
    const midnight = Date.UTC(2026, 2, 4, 23);
    expect(matchesStatus(task({ due_date: midnight }), 'today', NOW, AMS)).toBe(true);
    expect(matchesStatus(task({ due_date: midnight - 1 }), 'today', NOW, AMS)).toBe(false);
    expect(matchesStatus(task({ due_date: midnight + DAY - 1 }), 'today', NOW, AMS)).toBe(true);
    expect(matchesStatus(task({ due_date: midnight + DAY }), 'today', NOW, AMS)).toBe(false);
  });

  it('today depends on the time zone', () => {
    // 22:30 UTC on 5 March is 23:30 in Amsterdam and 22:30 in London, but already 6 March in Tokyo.
    const due = Date.UTC(2026, 2, 5, 22, 30);
    expect(matchesStatus(task({ due_date: due }), 'today', NOW, AMS)).toBe(true);
    expect(matchesStatus(task({ due_date: due }), 'today', NOW, 'Europe/London')).toBe(true);
    expect(matchesStatus(task({ due_date: due }), 'today', NOW, 'Asia/Tokyo')).toBe(false);
  });

  it('today is 23 hours long on the spring DST change (2026-03-29)', () => {
    const now = Date.UTC(2026, 2, 29, 10); // 12:00 CEST
    const start = Date.UTC(2026, 2, 28, 23); // 00:00 CET
    const end = Date.UTC(2026, 2, 29, 22); // 00:00 CEST next day
    expect(end - start).toBe(23 * HOUR);
    const at = (due: number) => matchesStatus(task({ due_date: due }), 'today', now, AMS);
    expect(at(start)).toBe(true);
    expect(at(start - 1)).toBe(false);
    expect(at(end - 1)).toBe(true);
    expect(at(end)).toBe(false);
  });

  it('today is 25 hours long on the autumn DST change (2026-10-25)', () => {
    const now = Date.UTC(2026, 9, 25, 22, 30); // 23:30 CET, the last half hour of the long day
    const start = Date.UTC(2026, 9, 24, 22); // 00:00 CEST
    const end = Date.UTC(2026, 9, 25, 23); // 00:00 CET next day
    expect(end - start).toBe(25 * HOUR);
    const at = (due: number) => matchesStatus(task({ due_date: due }), 'today', now, AMS);
    expect(at(start)).toBe(true);
    expect(at(start - 1)).toBe(false);
    expect(at(end - 1)).toBe(true);
    expect(at(end)).toBe(false);
    // The repeated hour 02:00-03:00 belongs to the day both times.
    expect(at(Date.UTC(2026, 9, 25, 0, 30))).toBe(true);
    expect(at(Date.UTC(2026, 9, 25, 1, 30))).toBe(true);
  });
});

describe('timeUntilDue at the edges the list shows', () => {
  it('switches at exactly 24 h and 48 h', () => {
    expect(timeUntilDue(NOW + DAY - 1, NOW).kind).toBe('today');
    expect(timeUntilDue(NOW + DAY, NOW).kind).toBe('tomorrow');
    expect(timeUntilDue(NOW + 2 * DAY - 1, NOW).kind).toBe('tomorrow');
    expect(timeUntilDue(NOW + 2 * DAY, NOW)).toEqual({ kind: 'days', days: 2 });
    expect(timeUntilDue(NOW - 1, NOW).kind).toBe('overdue');
  });

  it('counts hours, not calendar days, across a DST change', () => {
    // 23 h after noon before the spring change is still "today" though it is the next calendar day.
    const before = Date.UTC(2026, 2, 28, 11);
    expect(timeUntilDue(before + 23 * HOUR, before).kind).toBe('today');
    expect(timeUntilDue(before + 24 * HOUR, before).kind).toBe('tomorrow');
  });
});

describe('filterTasks', () => {
  const a = task({ title: 'Café bellen', priority: 'high', category: 'work', tags: '["bel"]' });
  const b = task({
    title: 'Hardlopen',
    priority: 'low',
    category: 'health',
    tags: '["sport","bel"]',
  });
  const c = task({ title: 'Lezen', description: 'Het boek over koffie', category: 'boeken' });
  const d = task({ title: 'Klaar', completed: true, tags: 'kapot' });
  const all = [a, b, c, d];

  it('narrows by priority, category, tag and text, all at once', () => {
    expect(ids(filterTasks(all, { status: 'all', priority: 'high' }, NOW))).toEqual([a.id]);
    expect(ids(filterTasks(all, { status: 'all', category: 'health' }, NOW))).toEqual([b.id]);
    expect(ids(filterTasks(all, { status: 'all', tag: 'bel' }, NOW))).toEqual([a.id, b.id]);
    expect(ids(filterTasks(all, { status: 'all', tag: 'bel', priority: 'low' }, NOW))).toEqual([
      b.id,
    ]);
    expect(ids(filterTasks(all, { status: 'open' }, NOW))).toEqual([a.id, b.id, c.id]);
    expect(ids(filterTasks(all, { status: 'completed' }, NOW))).toEqual([d.id]);
  });

  it("'other' matches categories outside the known list", () => {
    expect(ids(filterTasks(all, { status: 'all', category: 'other' }, NOW))).toEqual([c.id]);
  });

  it('searches title, description and tags, ignoring case and accents', () => {
    expect(ids(filterTasks(all, { status: 'all', query: 'cafe' }, NOW))).toEqual([a.id]);
    expect(ids(filterTasks(all, { status: 'all', query: 'KOFFIE' }, NOW))).toEqual([c.id]);
    expect(ids(filterTasks(all, { status: 'all', query: 'sport' }, NOW))).toEqual([b.id]);
    expect(ids(filterTasks(all, { status: 'all', query: '  ' }, NOW))).toHaveLength(4);
  });

  it('knows when a filter is active', () => {
    expect(hasActiveFilter({ status: 'all' })).toBe(false);
    expect(hasActiveFilter({ status: 'all', query: ' ' })).toBe(false);
    expect(hasActiveFilter({ status: 'open' })).toBe(true);
    expect(hasActiveFilter({ status: 'all', tag: 'x' })).toBe(true);
  });
});

describe('taskCounts', () => {
  it('counts every status chip', () => {
    const tasks = [
      task({ due_date: NOW - HOUR }),
      task({ due_date: NOW - 2 * DAY }),
      task({ due_date: NOW + HOUR }),
      task({ due_date: NOW + 3 * DAY }),
      task(),
      task({ completed: true, due_date: NOW - HOUR }),
    ];
    expect(taskCounts(tasks, NOW, AMS)).toEqual({
      all: 6,
      open: 5,
      today: 3,
      overdue: 2,
      completed: 1,
    });
    expect(taskCounts([], NOW, AMS)).toEqual({
      all: 0,
      open: 0,
      today: 0,
      overdue: 0,
      completed: 0,
    });
  });
});

describe('sortTasks', () => {
  const overdueLow = task({ title: 'b', priority: 'low', due_date: NOW - DAY });
  const soonHigh = task({ title: 'c', priority: 'high', due_date: NOW + HOUR });
  const laterMedium = task({ title: 'a', priority: 'medium', due_date: NOW + 3 * DAY });
  const noDueHigh = task({ title: 'D', priority: 'high' });
  const doneOld = task({ title: 'e', priority: 'low', completed: true, due_date: NOW - 3 * DAY });
  const list = [noDueHigh, laterMedium, doneOld, soonHigh, overdueLow];

  it('due: overdue first, then soonest, no due date last', () => {
    expect(ids(sortTasks(list, 'due', NOW))).toEqual(
      ids([overdueLow, doneOld, soonHigh, laterMedium, noDueHigh]),
    );
  });

  it('priority: high to low, then by due', () => {
    expect(ids(sortTasks(list, 'priority', NOW))).toEqual(
      ids([soonHigh, noDueHigh, laterMedium, overdueLow, doneOld]),
    );
  });

  it('created: newest first', () => {
    const sorted = sortTasks(list, 'created', NOW);
    const stamps = sorted.map((t) => t.created_at);
    expect(stamps).toEqual([...stamps].sort((x, y) => y - x));
  });

  it('title: alphabetical, ignoring case, numbers in number order', () => {
    const two = task({ title: 'Stap 2' });
    const ten = task({ title: 'stap 10' });
    expect(ids(sortTasks([...list, ten, two], 'title', NOW).slice(0, 5))).toEqual(
      ids([laterMedium, overdueLow, soonHigh, noDueHigh, doneOld]),
    );
    expect(ids(sortTasks([ten, two], 'title', NOW, 'nl'))).toEqual(ids([two, ten]));
  });

  it('is stable for ties and does not change its input', () => {
    const x = task({ title: 'same', created_at: 1 });
    const y = task({ title: 'same', created_at: 1 });
    const input = [y, x];
    expect(ids(sortTasks(input, 'created', NOW))).toEqual(ids([x, y]));
    expect(ids(input)).toEqual(ids([y, x]));
  });
});

describe('helpers', () => {
  it('lists the tags in use once, sorted', () => {
    const tasks = [task({ tags: '["zee","Appel"]' }), task({ tags: '["appel2","zee"]' }), task()];
    expect(tagsInUse(tasks, 'nl')).toEqual(['Appel', 'appel2', 'zee']);
  });

  it('splits open and done, keeping the order', () => {
    const p = task();
    const q = task({ completed: true });
    const r = task();
    expect(splitByCompletion([p, q, r])).toEqual({
      open: [p, r],
      done: [q],
    });
  });
});
