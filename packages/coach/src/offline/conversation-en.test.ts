import { describe, expect, it } from 'vitest';
import { endsWithOneQuestion, talk } from '../testing/offline-conversation';

describe('offline coach in English', () => {
  it('practises gratitude, savours what the user named and closes warmly', async () => {
    const turns = await talk('en', [
      "I'm grateful for today, it was a good day",
      'Coffee in the sun with my neighbour',
      'She always makes time to chat',
      'thanks',
    ]);
    expect(turns.slice(0, 3).map((turn) => `${turn.meta.technique}/${turn.meta.step}`)).toEqual([
      'gratitude/notice',
      'gratitude/savour',
      'gratitude/summary',
    ]);
    // Issue 18: the coach keeps what the user named in its notes but never quotes it back.
    expect(turns[1]?.state.notes.gratitude).toBe('Coffee in the sun with my neighbour');
    expect(turns[1]?.reply).not.toContain('Coffee in the sun');
    expect(turns[2]?.reply).not.toContain('Coffee in the sun');
    expect(turns[3]?.meta).toMatchObject({ step: 'closing', phase: 'closed' });
    for (const turn of turns) expect(endsWithOneQuestion(turn.reply), turn.reply).toBe(true);
  });

  // Issue 18: a worried user gets worry time with its first step at once (not a question back);
  // "something else" moves to the alternative, examining the thought.
  it('gives an anxious user worry time, and the alternative on "something else"', async () => {
    const turns = await talk('en', [
      "I'm so anxious before every meeting, my heart is racing",
      'something else',
      'done',
    ]);
    expect(turns.map((turn) => `${turn.meta.technique}/${turn.meta.step}`)).toEqual([
      'worry_time/step-1',
      'cognitive_reframing/step-1',
      'cognitive_reframing/step-2',
    ]);
    expect(turns[0]?.meta).toMatchObject({ topic: 'worry', feeling: 'anxious' });
    expect(turns[1]?.reply).toContain("Then let's try examining the thought.");
  });
  it('understands short replies and a change of topic', async () => {
    const turns = await talk('en', [
      'I keep putting off my thesis',
      'yes',
      'ok',
      'I have been sleeping really badly, what can I do?',
    ]);
    expect(turns[0]?.meta).toMatchObject({
      topic: 'motivation',
      technique: 'behavioural_activation',
      step: 'step-1',
    });
    expect(turns[1]?.meta.step).toBe('step-2');
    expect(turns[2]?.meta.step).toBe('step-3');
    expect(turns[3]?.meta).toMatchObject({ topic: 'sleep', technique: 'sleep_hygiene' });
  });
  // Issue 18: the steps are the coach's own, so what the user says in between is not quoted back.
  it('finishes a goal walk with a check and a link to the goals screen', async () => {
    const turns = await talk('en', [
      'I want to learn Spanish this year',
      'Hold a simple conversation in Spanish by summer',
      'Ten new words a day',
      'An app and a weekly class',
      'yes, that was useful',
    ]);
    expect(turns.map((turn) => turn.meta.step)).toEqual([
      'step-1',
      'step-2',
      'step-3',
      'check',
      'helped',
    ]);
    expect(turns[4]?.reply).toContain('Goals');
    expect(turns[4]?.reply).not.toContain('Hold a simple conversation');
  });
  it('answers in the language the user writes in', async () => {
    const turns = await talk('en', ['Ik voel me zo eenzaam sinds de verhuizing', 'ja']);
    expect(turns[0]?.meta.language).toBe('nl');
    expect(turns[1]?.meta.language).toBe('nl');
    expect(turns[0]?.reply).toMatch(/[a-z]/);
    expect(turns[0]?.meta.topic).toBe('loneliness');
  });
});
