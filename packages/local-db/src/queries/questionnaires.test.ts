import { levensgebiedItems, type LevensgebiedId } from '@groeipad/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { clock, DAY } from '../testing/daily-inputs';
import { levensgebiedQuestionnaireRepository } from '../repositories/levensgebied-questionnaires';
import { openTestDb, T0 } from '../testing/database';
import type { GroeipadDb } from '../types';
import { areaQuestionnaires, levensgebiedQuestionnaires } from './questionnaires';

let db: GroeipadDb;
afterEach(() => db?.close());

function input(user_id: string, levensgebied: LevensgebiedId) {
  const answers = Object.fromEntries(levensgebiedItems(levensgebied).map((id) => [id, 3]));
  return { user_id, levensgebied, answers, mbti_type: 'INFJ' as const };
}

describe('questionnaire queries', () => {
  it("reads all of the user's questionnaires, or one area's oldest first", async () => {
    db = (await openTestDb()).db;
    const time = clock();
    const repo = levensgebiedQuestionnaireRepository(db, { now: time.now, actor: 'user-1' });
    time.set(T0 + DAY);
    const later = await repo.save(input('user-1', 'financieen'));
    time.set(T0);
    const earlier = await repo.save(input('user-1', 'financieen'));
    const work = await repo.save(input('user-1', 'werkSamenleving'));
    await repo.save(input('user-2', 'financieen'));
    const all = (await levensgebiedQuestionnaires(db, 'user-1')).map((q) => q.id);
    expect(all.sort()).toEqual([later.id, earlier.id, work.id].sort());
    const money = await areaQuestionnaires(db, 'user-1', 'financieen');
    expect(money.map((q) => q.id)).toEqual([earlier.id, later.id]);
  });
});
