import { afterEach, describe, expect, it } from 'vitest';
import { createRepository, type CreateInput } from '../repository';
import { openTestDb, T0 } from '../testing/database';
import type { GroeipadDb } from '../types';
import { actionPlans } from './action-plans';

let db: GroeipadDb;
afterEach(() => db?.close());

function plan(user_id: string, title: string): CreateInput<'ai_action_plans'> {
  return {
    user_id,
    title,
    description: 'Een plan van 4 weken',
    goals: '[]',
    steps: '[]',
    timeline: '[]',
    progress: 0,
    status: 'active',
    is_premium: false,
    generated_at: T0,
    completed: false,
  };
}

describe('actionPlans', () => {
  it("reads the user's plans only", async () => {
    db = (await openTestDb()).db;
    await createRepository(db, 'ai_action_plans', { now: () => T0, actor: 'user-1' }).bulkCreate([
      plan('user-1', 'Hardlopen'),
      plan('user-2', 'Lezen'),
      plan('user-1', 'Slapen'),
    ]);
    const titles = (await actionPlans(db, 'user-1')).map((p) => p.title);
    expect(titles.sort()).toEqual(['Hardlopen', 'Slapen']);
  });
});
