import { levensgebiedItems } from '@groeipad/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { clock, DAY } from '../testing/daily-inputs';
import { pendingChanges } from '../sync-ops';
import { openTestDb, T0 } from '../testing/database';
import type { GroeipadDb } from '../types';
import {
  IncompleteQuestionnaireError,
  levensgebiedQuestionnaireRepository,
} from './levensgebied-questionnaires';

let db: GroeipadDb;
afterEach(() => db?.close());

async function setup() {
  db = (await openTestDb()).db;
  const time = clock();
  const repo = levensgebiedQuestionnaireRepository(db, { now: time.now, actor: 'user-1' });
  return { repo, time };
}

function answers(values: number[]) {
  return Object.fromEntries(levensgebiedItems('financieen').map((id, i) => [id, values[i]]));
}

describe('levensgebiedQuestionnaireRepository', () => {
  it('stores 0-10 values, their mean and the completion time', async () => {
    const { repo } = await setup();
    const saved = await repo.save({
      user_id: 'user-1',
      levensgebied: 'financieen',
      answers: answers([5, 5, 5, 5, 4, 4, 3, 1]),
      mbti_type: 'INFJ',
    });
    expect(saved.total_score).toBe((10 * 4 + 7.5 * 2 + 5 + 0) / 8);
    expect(saved.completed_at).toBe(T0);
    expect(saved.assessment_type).toBe('levensgebied_v1');
    expect(JSON.parse(saved.answers_json)).toMatchObject({ overview: 10, enough: 0, plan: 7.5 });
    const pending = await pendingChanges(db);
    expect(JSON.stringify(pending)).toContain(saved.id);
  });

  it('refuses an incomplete questionnaire and stores nothing', async () => {
    const { repo } = await setup();
    await expect(
      repo.save({
        user_id: 'user-1',
        levensgebied: 'financieen',
        answers: answers([5, 5, 5]),
        mbti_type: 'INFJ',
      }),
    ).rejects.toBeInstanceOf(IncompleteQuestionnaireError);
    expect(await repo.count()).toBe(0);
  });

  it('reads one user and area, oldest first', async () => {
    const { repo, time } = await setup();
    const input = { levensgebied: 'financieen' as const, mbti_type: 'INFJ' as const };
    await repo.save({ ...input, user_id: 'user-1', answers: answers(Array<number>(8).fill(2)) });
    time.advance(DAY);
    await repo.save({ ...input, user_id: 'user-1', answers: answers(Array<number>(8).fill(4)) });
    await repo.save({ ...input, user_id: 'user-2', answers: answers(Array<number>(8).fill(5)) });
    await repo.save({
      ...input,
      levensgebied: 'thuisOmgeving',
      user_id: 'user-1',
      answers: Object.fromEntries(levensgebiedItems('thuisOmgeving').map((id) => [id, 5])),
    });
    const history = await repo.forArea('user-1', 'financieen');
    expect(history.map((r) => r.total_score)).toEqual([2.5, 7.5]);
  });
});
