import { createRepository, sessionInteractions, sessionMessages } from '@groeipad/local-db';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_USER_ID } from '../../testing/database';
import {
  lastCoachState,
  listSessions,
  saveReply,
  saveUserMessage,
  turnsOf,
  type ConversationKey,
} from './conversation-store';

const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

async function setup() {
  let time = Date.parse('2026-05-20T12:00:00Z');
  const now = () => (time += 1000);
  const { db } = await openTestDatabase({ now });
  closers.push(() => db.close());
  const ctx = { now, actor: TEST_USER_ID };
  const key = (sessionId: string): ConversationKey => ({
    userId: TEST_USER_ID,
    sessionId,
    contactId: 'ai-coach',
    contextType: 'coaching',
    mbtiType: 'INFJ',
  });
  return { db, ctx, key };
}

describe('conversation store', () => {
  it('gives each stored reply the link of its own exchange, also when two replies read the same', async () => {
    const { db, ctx, key } = await setup();
    const reply = (text: string, metadata: Record<string, unknown>) =>
      saveReply(db, ctx, key('s1'), {
        text,
        kind: 'coach',
        model: 'offline',
        tokensUsed: null,
        prompt: 'ja',
        metadata: { provider: 'offline', ...metadata },
      });
    await reply('Fijn dat het hielp.', { link: 'journal', linkPrompt: 'general5' });
    await reply('Fijn dat het hielp.', { link: 'goal', linkPrompt: null });
    await reply('Hoe gaat het nu?', { link: null });
    await reply('Kijk eens verder.', { link: 'elsewhere' });
    const turns = turnsOf(
      await sessionMessages(db, TEST_USER_ID, 's1'),
      await sessionInteractions(db, TEST_USER_ID, 's1'),
    );
    expect(turns.map((turn) => turn.link)).toEqual([
      { link: 'journal', prompt: 'general5' },
      { link: 'goal', prompt: null },
      null,
      null,
    ]);
  });

  it('stores the user message, the reply and one logged interaction with the coach state', async () => {
    const { db, ctx, key } = await setup();
    await saveUserMessage(db, ctx, key('s1'), 'Ik slaap slecht');
    await saveReply(db, ctx, key('s1'), {
      text: 'Dat klinkt vermoeiend. Wat houdt je wakker?',
      kind: 'coach',
      model: 'offline',
      tokensUsed: null,
      prompt: 'Ik slaap slecht',
      metadata: { provider: 'offline', state: { topic: 'sleep', step: 1 } },
    });
    const turns = turnsOf(await sessionMessages(db, TEST_USER_ID, 's1'));
    expect(turns.map((turn) => [turn.role, turn.text, turn.kind])).toEqual([
      ['user', 'Ik slaap slecht', null],
      ['assistant', 'Dat klinkt vermoeiend. Wat houdt je wakker?', 'coach'],
    ]);
    const [interaction] = await db.ai_interactions.toArray();
    expect(interaction).toMatchObject({
      prompt: 'Ik slaap slecht',
      context_type: 'coaching',
      mbti_type: 'INFJ',
      session_id: 's1',
      ai_model: 'offline',
    });
    expect(await lastCoachState(db, key('s1'))).toEqual({ topic: 'sleep', step: 1 });
    // A new conversation gets the user's last state: the offline coach keeps only what helped from it.
    expect(await lastCoachState(db, key('other'))).toEqual({ topic: 'sleep', step: 1 });
    expect(await lastCoachState(db, { userId: 'someone-else', sessionId: 'x' })).toBeUndefined();
  });

  it("lists a contact's conversations newest first, titled by the first message", async () => {
    const { db, ctx, key } = await setup();
    await saveUserMessage(db, ctx, key('old'), 'Eerste gesprek over werk');
    await saveUserMessage(db, ctx, key('new'), 'Tweede gesprek over slaap');
    await saveUserMessage(db, ctx, key('new'), 'En nog iets');
    await saveUserMessage(db, ctx, { ...key('elsewhere'), contactId: 'ai-sleep' }, 'Ander contact');
    const sessions = await listSessions(db, TEST_USER_ID, 'ai-coach');
    expect(sessions.map((s) => [s.sessionId, s.title, s.count])).toEqual([
      ['new', 'Tweede gesprek over slaap', 2],
      ['old', 'Eerste gesprek over werk', 1],
    ]);
  });

  it('hides deleted messages', async () => {
    const { db, ctx, key } = await setup();
    await saveUserMessage(db, ctx, key('s1'), 'Weg ermee');
    const [row] = await db.chat_messages.toArray();
    if (!row) throw new Error('no row');
    await createRepository(db, 'chat_messages', ctx).remove(row.id);
    expect(turnsOf(await sessionMessages(db, TEST_USER_ID, 's1'))).toEqual([]);
  });
});
