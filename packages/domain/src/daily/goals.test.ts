import { describe, expect, it } from 'vitest';
import { startOfDayKey } from './days';
import {
  carryOverPatch,
  completeGoalPatch,
  DEFAULT_GOAL_EMOJI,
  dropPatch,
  GOAL_EMOJIS,
  goalCarriedFrom,
  goalProgress,
  goalsNeedingDecision,
  isGoalDropped,
  reopenGoalPatch,
} from './goals';

const AMS = 'Europe/Amsterdam';
const NOW = Date.UTC(2026, 4, 20, 9);

describe('goal patches', () => {
  it('completes with trimmed notes and clears empty ones', () => {
    expect(completeGoalPatch('  felt good ', NOW)).toEqual({
      is_completed: true,
      completed_at: NOW,
      completion_notes: 'felt good',
    });
    const bare = completeGoalPatch('   ', NOW);
    expect(bare.completion_notes).toBeUndefined();
    expect(completeGoalPatch(undefined, NOW).completed_at).toBe(NOW);
  });

  it('reopens by clearing the completion', () => {
    expect(reopenGoalPatch()).toEqual({
      is_completed: false,
      completed_at: undefined,
      completion_notes: undefined,
    });
  });

  it('drops a goal, keeping other metadata', () => {
    const patch = dropPatch({ metadata: '{"source":"coach"}' }, NOW);
    expect(JSON.parse(patch.metadata)).toEqual({ source: 'coach', dropped_at: NOW });
    expect(isGoalDropped(patch)).toBe(true);
    expect(isGoalDropped({})).toBe(false);
    expect(isGoalDropped({ metadata: 'not json' })).toBe(false);
    expect(isGoalDropped({ metadata: '{"dropped_at":"yesterday"}' })).toBe(false);
    expect(JSON.parse(dropPatch({ metadata: '[1]' }, NOW).metadata)).toEqual({ dropped_at: NOW });
  });

  it('carries a goal over, remembering the old day and un-dropping it', () => {
    const oldDay = startOfDayKey('2026-05-18', AMS);
    const newDay = startOfDayKey('2026-05-20', AMS);
    const goal = { target_date: oldDay, metadata: JSON.stringify({ dropped_at: 1, note: 'x' }) };
    const patch = carryOverPatch(goal, newDay, NOW);
    expect(patch.target_date).toBe(newDay);
    expect(JSON.parse(patch.metadata)).toEqual({
      note: 'x',
      carried_from: oldDay,
      carried_at: NOW,
    });
    expect(isGoalDropped(patch)).toBe(false);
    expect(goalCarriedFrom(patch)).toBe(oldDay);
    expect(goalCarriedFrom({})).toBeUndefined();
  });

  it('offers a small set of emoji with the default first', () => {
    expect(GOAL_EMOJIS[0]).toBe(DEFAULT_GOAL_EMOJI);
    expect(new Set(GOAL_EMOJIS).size).toBe(GOAL_EMOJIS.length);
    expect(GOAL_EMOJIS.length).toBeGreaterThanOrEqual(10);
  });
});

describe('goalsNeedingDecision', () => {
  const today = startOfDayKey('2026-05-20', AMS);
  const goal = (id: string, key: string, is_completed = false, metadata?: string) => ({
    id,
    target_date: startOfDayKey(key, AMS),
    is_completed,
    metadata,
  });

  it('lists open, undropped goals of earlier days, oldest first', () => {
    const goals = [
      goal('yesterday', '2026-05-19'),
      goal('today', '2026-05-20'),
      goal('done', '2026-05-18', true),
      goal('dropped', '2026-05-17', false, '{"dropped_at":5}'),
      goal('old', '2026-05-01'),
    ];
    expect(goalsNeedingDecision(goals, today).map((g) => g.id)).toEqual(['old', 'yesterday']);
    expect(goals[0]?.id).toBe('yesterday');
  });

  it('is empty when nothing is left', () => {
    expect(goalsNeedingDecision([], today)).toEqual([]);
  });
});

describe('goalProgress', () => {
  it('leaves dropped goals out', () => {
    expect(
      goalProgress([
        { is_completed: true },
        { is_completed: false },
        { is_completed: false, metadata: '{"dropped_at":1}' },
      ]),
    ).toEqual({ total: 2, completed: 1, rate: 50 });
    expect(goalProgress([])).toEqual({ total: 0, completed: 0, rate: 0 });
  });
});
