import { afterEach, describe, expect, it } from 'vitest';
import { enhancedInput, goalInput } from '../testing/daily-inputs';
import { createRepository } from '../repository';
import { openTestDb, T0 } from '../testing/database';
import type { GroeipadDb } from '../types';
import { goalsOfEntries } from './goals';
import { areaEntries } from './journal';

let db: GroeipadDb;
afterEach(() => db?.close());

describe('a levensgebied journal and the goals set from it', () => {
  it("reads the user's entries about an area and the user's goals of those entries", async () => {
    db = (await openTestDb()).db;
    const ctx = { now: () => T0, actor: 'user-1' };
    const entries = createRepository(db, 'enhanced_journal_entries', ctx);
    const money = await entries.create({
      ...enhancedInput(T0, 'Geld'),
      levensgebied: 'financieen',
    });
    await entries.create({ ...enhancedInput(T0, 'Werk'), levensgebied: 'werkSamenleving' });
    await entries.create({
      ...enhancedInput(T0, 'Ander'),
      levensgebied: 'financieen',
      user_id: 'user-2',
    });
    const goals = createRepository(db, 'daily_goals', ctx);
    await goals.bulkCreate([
      { ...goalInput(T0, 'Budget maken'), journal_entry_id: money.id },
      { ...goalInput(T0, 'Van een ander'), journal_entry_id: money.id, user_id: 'user-2' },
      goalInput(T0, 'Los doel'),
    ]);
    const area = await areaEntries(db, 'user-1', 'financieen');
    expect(area.map((entry) => entry.title)).toEqual(['Geld']);
    const linked = await goalsOfEntries(db, 'user-1', [money.id]);
    expect(linked.map((goal) => goal.goal_text)).toEqual(['Budget maken']);
    expect(await goalsOfEntries(db, 'user-1', [])).toEqual([]);
  });
});
