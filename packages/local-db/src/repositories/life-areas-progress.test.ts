import { parseMilestones, parseStringList } from '@groeipad/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { clock } from '../testing/daily-inputs';
import { openTestDb, T0 } from '../testing/database';
import type { GroeipadDb } from '../types';
import { lifeAreasProgressRepository } from './life-areas-progress';

let db: GroeipadDb;
afterEach(() => db?.close());

async function setup() {
  db = (await openTestDb()).db;
  const time = clock();
  return { areas: lifeAreasProgressRepository(db, { now: time.now, actor: 'user-1' }), time };
}

describe('lifeAreasProgressRepository', () => {
  it('creates the area on its first edit with defaults and clamps progress', async () => {
    const { areas } = await setup();
    const created = await areas.setProgress('user-1', 'health', 140);
    expect(created).toMatchObject({
      area_name: 'health',
      progress_level: 100,
      update_frequency: 'weekly',
      last_updated: T0,
      goals: '[]',
    });
    await areas.setProgress('user-1', 'health', 42.4);
    const records = await areas.forUser('user-1');
    expect(records).toHaveLength(1);
    expect(records[0]?.progress_level).toBe(42);
  });

  it('adds goals and achievements once and removes them', async () => {
    const { areas } = await setup();
    await areas.addToList('user-1', 'career', 'goals', 'Cursus afronden');
    await areas.addToList('user-1', 'career', 'goals', ' Cursus afronden ');
    await areas.addToList('user-1', 'career', 'achievements', 'Promotie');
    let [record] = await areas.forUser('user-1');
    expect(parseStringList(record?.goals)).toEqual(['Cursus afronden']);
    expect(parseStringList(record?.achievements)).toEqual(['Promotie']);
    await areas.removeFromList('user-1', 'career', 'goals', 'Cursus afronden');
    [record] = await areas.forUser('user-1');
    expect(parseStringList(record?.goals)).toEqual([]);
  });

  it('keeps milestones, notes and frequency, and stamps every edit as an update', async () => {
    const { areas, time } = await setup();
    await areas.addMilestone('user-1', 'finance', 'Buffer van 3 maanden');
    time.advance(5_000);
    await areas.toggleMilestone('user-1', 'finance', 'Buffer van 3 maanden');
    await areas.setNotes('user-1', 'finance', 'Rustig aan');
    const saved = await areas.setFrequency('user-1', 'finance', 'monthly');
    expect(parseMilestones(saved.milestones)).toEqual([
      { title: 'Buffer van 3 maanden', reached: true },
    ]);
    expect(saved).toMatchObject({ notes: 'Rustig aan', update_frequency: 'monthly' });
    expect(saved.last_updated).toBe(T0 + 5_000);
  });

  it('keeps users apart', async () => {
    const { areas } = await setup();
    await areas.setProgress('user-1', 'hobbies', 70);
    await areas.setProgress('user-2', 'hobbies', 20);
    expect((await areas.forUser('user-2')).map((r) => r.progress_level)).toEqual([20]);
  });
});
