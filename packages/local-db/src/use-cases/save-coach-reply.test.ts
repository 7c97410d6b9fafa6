import { afterEach, describe, expect, it } from 'vitest';
import { aiInteractions } from '../queries/ai-interactions';
import { sessionMessages } from '../queries/chat-messages';
import { openTestDb, T0 } from '../testing/database';
import type { GroeipadDb } from '../types';
import { saveCoachReply } from './save-coach-reply';

let db: GroeipadDb;
afterEach(() => db?.close());

describe('saveCoachReply', () => {
  it('stores the reply and its log line, stamped with the writer and the time', async () => {
    db = (await openTestDb()).db;
    let time = T0;
    const ctx = { now: () => (time += 1000), actor: 'user-1' };
    await saveCoachReply(db, ctx, {
      message: {
        user_id: 'user-1',
        contact_id: 'ai-coach',
        session_id: 's1',
        message: 'Wat houdt je wakker?',
        is_user: false,
        context_type: 'coaching',
        is_read: true,
        is_edited: false,
        edit_count: 0,
        timestamp: T0,
      },
      interaction: {
        user_id: 'user-1',
        prompt: 'Ik slaap slecht',
        response: 'Wat houdt je wakker?',
        context_type: 'coaching',
        mbti_type: 'INFJ',
        session_id: 's1',
      },
    });
    const [message] = await sessionMessages(db, 'user-1', 's1');
    const [logged] = await aiInteractions(db, 'user-1');
    expect(message).toMatchObject({ message: 'Wat houdt je wakker?', created_by: 'user-1' });
    expect(logged).toMatchObject({ prompt: 'Ik slaap slecht', created_by: 'user-1' });
    // The message is written first.
    expect(message?.created_at).toBe(T0 + 1000);
    expect(logged?.created_at).toBe(T0 + 2000);
  });
});
