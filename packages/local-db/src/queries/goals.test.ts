// The goal reads walk the [user_id+target_date] index of one user.
import { afterEach, describe, expect, it } from 'vitest';
import { DAY, goalInput } from '../testing/daily-inputs';
import { createRepository } from '../repository';
import { openTestDb, T0 } from '../testing/database';
import type { GroeipadDb } from '../types';
import { completedGoalsBetween, goalsFrom, userGoals } from './goals';

let db: GroeipadDb;
afterEach(() => db?.close());

async function seed() {
  db = (await openTestDb()).db;
  await createRepository(db, 'daily_goals', { now: () => T0, actor: 'user-1' }).bulkCreate([
    { ...goalInput(T0 + DAY, 'morgen klaar'), is_completed: true },
    goalInput(T0, 'vandaag open'),
    { ...goalInput(T0, 'vandaag klaar'), is_completed: true },
    { ...goalInput(T0 - DAY, 'gisteren klaar'), is_completed: true },
    { ...goalInput(T0 + 5 * DAY, 'later open') },
    { ...goalInput(T0, 'ander'), user_id: 'user-2', is_completed: true },
  ]);
}

const texts = (goals: { goal_text: string }[]) => goals.map((g) => g.goal_text).sort();

describe('goal queries', () => {
  it('userGoals reads every goal of the user in target_date order', async () => {
    await seed();
    const goals = await userGoals(db, 'user-1');
    expect(goals.map((g) => g.target_date)).toEqual([T0 - DAY, T0, T0, T0 + DAY, T0 + 5 * DAY]);
    expect(await userGoals(db, 'user-3')).toEqual([]);
  });

  it('goalsFrom reads target_date >= from, later ones too', async () => {
    await seed();
    expect(texts(await goalsFrom(db, 'user-1', T0 + DAY))).toEqual(['later open', 'morgen klaar']);
  });

  it('completedGoalsBetween keeps the completed goals with from <= target_date < to', async () => {
    await seed();
    expect(texts(await completedGoalsBetween(db, 'user-1', T0 - DAY, T0 + DAY))).toEqual([
      'gisteren klaar',
      'vandaag klaar',
    ]);
  });
});
