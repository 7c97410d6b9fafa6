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
    expect(turns[1]?.reply).toContain('‘Coffee in the sun with my neighbour’');
    expect(turns[2]?.reply).toContain('Coffee in the sun with my neighbour');
    expect(turns[3]?.meta).toMatchObject({ step: 'closing', phase: 'closed' });
    for (const turn of turns) expect(endsWithOneQuestion(turn.reply), turn.reply).toBe(true);
  });

  it('grounds an anxious user first, then looks at the thought', async () => {
    const turns = await talk('en', [
      "I'm so anxious before every meeting, my heart is racing",
      'okay',
      'My desk, a plant, the window, my cup, my hands. Traffic and birds',
      'Yesterday I had to present to the whole team',
      "I don't know",
    ]);
    expect(turns.map((turn) => `${turn.meta.technique}/${turn.meta.step}`)).toEqual([
      'grounding/breathe',
      'grounding/senses',
      'cognitive_reframing/situation',
      'cognitive_reframing/thought',
      'cognitive_reframing/evidence',
    ]);
    expect(turns[0]?.meta).toMatchObject({ topic: 'anxiety', feeling: 'anxious' });
    expect(turns[4]?.state.notes.thought).toBeUndefined();
    expect(turns[4]?.state.notes.situation).toBe('Yesterday I had to present to the whole team');
  });

  it('understands short replies and a change of direction', async () => {
    const turns = await talk('en', [
      'I keep putting off my thesis',
      'yes',
      'ok',
      'something else',
      'I have been sleeping really badly',
    ]);
    expect(turns[0]?.meta).toMatchObject({
      topic: 'procrastination',
      technique: 'behavioural_activation',
      step: 'energy',
    });
    expect(turns[1]?.meta.step).toBe('step');
    expect(turns[2]?.meta.step).toBe('plan');
    expect(turns[3]?.meta).toMatchObject({ step: 'newDirection', phase: 'open' });
    expect(turns[4]?.meta).toMatchObject({
      topic: 'sleep',
      technique: 'reflective_listening',
      step: 'reflect',
    });
  });

  it('offers a topic the user touched on once the technique is done', async () => {
    const turns = await talk('en', [
      'I want to learn Spanish this year',
      'Hold a simple conversation in Spanish by summer',
      'Ten new words a day',
      'An app and a weekly class',
      'My boss keeps giving me extra work and I never have time',
      'End of June',
      'yes',
    ]);
    expect(turns[5]?.meta.step).toBe('summary');
    expect(turns[5]?.reply).toContain('your work');
    expect(turns[6]?.meta.topic).toBe('work');
    expect(turns[6]?.state.phase).toBe('active');
  });

  it('answers in the language the user writes in', async () => {
    const turns = await talk('en', ['Ik voel me zo eenzaam sinds de verhuizing', 'ja']);
    expect(turns[0]?.meta.language).toBe('nl');
    expect(turns[1]?.meta.language).toBe('nl');
    expect(turns[0]?.reply).toMatch(/[a-z]/);
    expect(turns[0]?.meta.topic).toBe('loneliness');
  });
});
