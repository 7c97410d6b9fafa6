import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  completionRate,
  parsePlanGoals,
  PLANNING_SESSION_TYPES,
  planningProgress,
  serializePlanGoals,
} from './planning';

describe('completionRate', () => {
  it('is a whole percent, 0 when there is nothing to do', () => {
    expect(completionRate(0, 0)).toBe(0);
    expect(completionRate(1, 3)).toBe(33);
    expect(completionRate(2, 3)).toBe(67);
    expect(completionRate(5, 4)).toBe(100);
    expect(completionRate(-1, 4)).toBe(0);
    expect(completionRate(1, Number.NaN)).toBe(0);
  });

  it('always lies in 0..100', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (completed, total) => {
        const rate = completionRate(completed, total);
        expect(Number.isInteger(rate)).toBe(true);
        expect(rate).toBeGreaterThanOrEqual(0);
        expect(rate).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('plan goals', () => {
  it('reads objects and plain strings, drops bad items and keeps ids unique', () => {
    const json = JSON.stringify([
      { id: 'a', text: ' Run 10 km ', done: true },
      'Read a book',
      { id: 'a', text: 'Same id twice' },
      { text: '' },
      42,
      null,
      { id: 'c', text: 'Call mum', done: 'yes' },
      { id: 'goal-1', text: 'Takes a generated id' },
    ]);
    expect(parsePlanGoals(json)).toEqual([
      { id: 'a', text: 'Run 10 km', done: true },
      { id: 'goal-1', text: 'Read a book', done: false },
      { id: 'goal-2', text: 'Same id twice', done: false },
      { id: 'c', text: 'Call mum', done: false },
      { id: 'goal-7', text: 'Takes a generated id', done: false },
    ]);
    expect(parsePlanGoals('[{"id":"goal-1","text":"A"},"B"]').map((g) => g.id)).toEqual([
      'goal-1',
      'goal-1-2',
    ]);
  });

  it('gives [] for missing or invalid JSON', () => {
    expect(parsePlanGoals(undefined)).toEqual([]);
    expect(parsePlanGoals(null)).toEqual([]);
    expect(parsePlanGoals('{not json')).toEqual([]);
    expect(parsePlanGoals('{"id":"x"}')).toEqual([]);
  });

  it('round-trips through serializePlanGoals', () => {
    const goal = fc.record({
      id: fc.string({ minLength: 1 }),
      text: fc.string().filter((text) => text.trim() !== '' && text === text.trim()),
      done: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.uniqueArray(goal, { selector: (g) => g.id }), (goals) => {
        expect(parsePlanGoals(serializePlanGoals(goals))).toEqual(goals);
      }),
    );
  });

  it('counts progress over all three lists', () => {
    const done = serializePlanGoals([
      { id: '1', text: 'A', done: true },
      { id: '2', text: 'B', done: false },
    ]);
    expect(
      planningProgress({ weekly_goals: done, monthly_goals: '["C"]', long_term_goals: 'oops' }),
    ).toEqual({ completed: 1, total: 3, rate: 33 });
    expect(planningProgress({})).toEqual({ completed: 0, total: 0, rate: 0 });
  });

  it('lists the session types', () => {
    expect(PLANNING_SESSION_TYPES).toEqual(['daily', 'weekly', 'monthly', 'long_term']);
  });
});
