import { afterEach, describe, expect, it } from 'vitest';
import { createRepository, type CreateInput } from '../repository';
import { openTestDb, T0 } from '../testing/database';
import type { GroeipadDb } from '../types';
import { aiInteractions, sessionInteractions } from './ai-interactions';

let db: GroeipadDb;
afterEach(() => db?.close());

function interaction(
  prompt: string,
  extra: Partial<CreateInput<'ai_interactions'>> = {},
): CreateInput<'ai_interactions'> {
  return {
    user_id: 'user-1',
    prompt,
    response: 'Wat houdt je wakker?',
    context_type: 'coaching',
    mbti_type: 'INFJ',
    session_id: 's1',
    ...extra,
  };
}

describe('ai interaction queries', () => {
  it("reads the user's log, all of it or one conversation's", async () => {
    db = (await openTestDb()).db;
    await createRepository(db, 'ai_interactions', { now: () => T0, actor: 'user-1' }).bulkCreate([
      interaction('een'),
      interaction('twee', { session_id: 's2' }),
      interaction('drie', { user_id: 'user-2' }),
    ]);
    const all = (await aiInteractions(db, 'user-1')).map((row) => row.prompt);
    expect(all.sort()).toEqual(['een', 'twee']);
    expect((await sessionInteractions(db, 'user-1', 's1')).map((row) => row.prompt)).toEqual([
      'een',
    ]);
    expect(await sessionInteractions(db, 'user-3', 's1')).toEqual([]);
  });
});
