import { afterEach, describe, expect, it } from 'vitest';
import { createRepository, type CreateInput } from '../repository';
import { openTestDb, T0 } from '../testing/database';
import type { GroeipadDb } from '../types';
import { messagesWithContact, sessionMessages } from './chat-messages';

let db: GroeipadDb;
afterEach(() => db?.close());

function message(
  text: string,
  at: number,
  extra: Partial<CreateInput<'chat_messages'>> = {},
): CreateInput<'chat_messages'> {
  return {
    user_id: 'user-1',
    contact_id: 'ai-coach',
    session_id: 's1',
    message: text,
    is_user: true,
    context_type: 'coaching',
    is_read: true,
    is_edited: false,
    edit_count: 0,
    timestamp: at,
    ...extra,
  };
}

async function seed() {
  db = (await openTestDb()).db;
  await createRepository(db, 'chat_messages', { now: () => T0, actor: 'user-1' }).bulkCreate([
    message('later', T0 + 20),
    message('first', T0 + 10),
    message('other session', T0 + 5, { session_id: 's2' }),
    message('other contact', T0 + 1, { contact_id: 'ai-sleep', session_id: 's3' }),
    message('other user', T0 + 2, { user_id: 'user-2' }),
  ]);
}

describe('chat message queries', () => {
  it("reads one conversation of the user, never another user's", async () => {
    await seed();
    const texts = (await sessionMessages(db, 'user-1', 's1')).map((m) => m.message);
    expect(texts.sort()).toEqual(['first', 'later']);
    expect(await sessionMessages(db, 'user-3', 's1')).toEqual([]);
  });

  it('reads every conversation with one contact, oldest first', async () => {
    await seed();
    const texts = (await messagesWithContact(db, 'user-1', 'ai-coach')).map((m) => m.message);
    expect(texts).toEqual(['other session', 'first', 'later']);
    expect((await messagesWithContact(db, 'user-1', 'ai-sleep')).map((m) => m.message)).toEqual([
      'other contact',
    ]);
  });
});
