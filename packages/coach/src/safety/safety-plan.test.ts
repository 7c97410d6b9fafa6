import { describe, expect, it } from 'vitest';
import {
  emptySafetyPlan,
  safetyPlanLimits,
  safetyPlanSchema,
  safetyPlanSections,
} from './safety-plan';

describe('safety plan', () => {
  it('starts empty and valid', () => {
    const plan = emptySafetyPlan(1_700_000_000_000);
    expect(safetyPlanSchema.parse(plan)).toEqual(plan);
    expect(plan.updatedAt).toBe(1_700_000_000_000);
    expect(emptySafetyPlan().updatedAt).toBe(0);
  });

  it('lists every list section once, in order', () => {
    const keys = Object.keys(emptySafetyPlan()).filter((k) => k !== 'updatedAt');
    expect([...safetyPlanSections].sort()).toEqual(keys.sort());
    expect(safetyPlanSections[0]).toBe('warningSigns');
    expect(safetyPlanSections.at(-1)).toBe('reasonsToLive');
  });

  it('trims items and rejects empty, overlong or too many items and unknown fields', () => {
    const plan = { ...emptySafetyPlan(), reasonsToLive: ['  mijn hond  '] };
    expect(safetyPlanSchema.parse(plan).reasonsToLive).toEqual(['mijn hond']);
    const bad = [
      { ...emptySafetyPlan(), warningSigns: ['   '] },
      { ...emptySafetyPlan(), warningSigns: ['x'.repeat(safetyPlanLimits.itemLength + 1)] },
      {
        ...emptySafetyPlan(),
        warningSigns: Array.from({ length: safetyPlanLimits.itemsPerSection + 1 }, () => 'x'),
      },
      { ...emptySafetyPlan(), extra: [] },
      { ...emptySafetyPlan(), updatedAt: -1 },
    ];
    for (const value of bad) expect(safetyPlanSchema.safeParse(value).success).toBe(false);
  });
});
