import { afterEach, describe, expect, it } from 'vitest';
import { DAY, goalInput, planningInput } from '../testing/daily-inputs';
import { RecordNotFoundError } from '../errors';
import { moodInput, openTestDb, T0 } from '../testing/database';
import type { GroeipadDb } from '../types';
import { dailyGoalsRepository } from './daily-goals';
import { moodRepository } from './moods';
import { planningRepository } from './planning';

let db: GroeipadDb;
afterEach(() => db?.close());
const ctx = { now: () => T0, actor: 'user-1' };

describe('dailyGoalsRepository', () => {
  it('lists one day and the open goals left before it', async () => {
    db = (await openTestDb()).db;
    const goals = dailyGoalsRepository(db, ctx);
    await goals.bulkCreate([
      goalInput(T0 + DAY + 5, 'morgen'),
      goalInput(T0 + 3, 'vandaag'),
      goalInput(T0, 'vandaag vroeg'),
      goalInput(T0 - DAY, 'gisteren open'),
      { ...goalInput(T0 - DAY, 'gisteren klaar'), is_completed: true },
      goalInput(T0 - 3 * DAY, 'eerder open'),
      { ...goalInput(T0, 'ander'), user_id: 'user-2' },
    ]);
    const today = await goals.forDay('user-1', T0, T0 + DAY);
    expect(today.map((g) => g.goal_text)).toEqual(['vandaag vroeg', 'vandaag']);
    const open = await goals.openBefore('user-1', T0);
    expect(open.map((g) => g.goal_text)).toEqual(['eerder open', 'gisteren open']);
  });
});

describe('dailyGoalsRepository.updateEach', () => {
  it('changes every goal, or none when one change fails', async () => {
    db = (await openTestDb()).db;
    const goals = dailyGoalsRepository(db, ctx);
    const [a, b] = await goals.bulkCreate([goalInput(T0, 'een'), goalInput(T0, 'twee')]);
    if (!a || !b) throw new Error('seeding failed');
    await goals.updateEach([
      { id: a.id, patch: { target_date: T0 + DAY } },
      { id: b.id, patch: { target_date: T0 + DAY } },
    ]);
    expect((await goals.forDay('user-1', T0 + DAY, T0 + 2 * DAY)).map((g) => g.id).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    await expect(
      goals.updateEach([
        { id: a.id, patch: { target_date: T0 } },
        { id: 'missing', patch: { target_date: T0 } },
      ]),
    ).rejects.toThrow(RecordNotFoundError);
    expect((await goals.get(a.id))?.target_date).toBe(T0 + DAY);
  });
});

describe('moodRepository', () => {
  it('finds the latest mood and the moods of one day', async () => {
    db = (await openTestDb()).db;
    const moods = moodRepository(db, ctx);
    expect(await moods.latest('user-1')).toBeUndefined();
    await moods.bulkCreate([
      moodInput(T0 + 10),
      moodInput(T0 - DAY),
      { ...moodInput(T0 + 20), mood_rating: 5 },
      moodInput(T0 + DAY),
      { ...moodInput(T0 + 2 * DAY), user_id: 'user-2' },
    ]);
    expect(await moods.latest('user-1')).toMatchObject({ timestamp: T0 + DAY });
    const day = await moods.forDay('user-1', T0, T0 + DAY);
    expect(day.map((m) => [m.timestamp, m.mood_rating])).toEqual([
      [T0 + 10, 3],
      [T0 + 20, 5],
    ]);
    expect(await moods.latest('user-3')).toBeUndefined();
  });
});

describe('planningRepository', () => {
  it("lists a user's sessions newest first", async () => {
    db = (await openTestDb()).db;
    const planning = planningRepository(db, ctx);
    await planning.bulkCreate([
      planningInput(T0),
      planningInput(T0 + 2 * DAY),
      planningInput(T0 - DAY),
      { ...planningInput(T0 + 9 * DAY), user_id: 'user-2' },
    ]);
    const sessions = await planning.forUser('user-1');
    expect(sessions.map((s) => s.session_date)).toEqual([T0 + 2 * DAY, T0, T0 - DAY]);
  });
});

describe('planningRepository.change', () => {
  it('applies what the change makes of the stored session, and throws for a missing one', async () => {
    db = (await openTestDb()).db;
    const planning = planningRepository(db, ctx);
    const session = await planning.create(planningInput(T0));
    const changed = await planning.change(session.id, (stored) => ({
      goals_completed: stored.goals_completed + 1,
    }));
    expect(changed.goals_completed).toBe(1);
    await Promise.all([
      planning.change(session.id, (stored) => ({ goals_completed: stored.goals_completed + 1 })),
      planning.change(session.id, (stored) => ({ goals_completed: stored.goals_completed + 1 })),
    ]);
    expect((await planning.get(session.id))?.goals_completed).toBe(3);
    await expect(planning.change('missing', () => ({}))).rejects.toThrow(RecordNotFoundError);
  });
});
