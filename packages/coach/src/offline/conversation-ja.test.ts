import { describe, expect, it } from 'vitest';
import { questionMarks, talk } from '../testing/offline-conversation';

function endsWithFullWidthQuestion(reply: string) {
  return questionMarks(reply) === 1 && reply.endsWith('？');
}

describe('offline coach in Japanese', () => {
  it('listens, then helps with one small step, continuing on はい', async () => {
    const turns = await talk('ja', [
      '仕事が多すぎて、いっぱいいっぱいです',
      '上司からの締め切りが重なっていること',
      '少し休む時間',
      'はい',
      '夕方に散歩する',
      '明日の昼休み',
    ]);
    expect(turns.map((turn) => `${turn.meta.technique}/${turn.meta.step}`)).toEqual([
      'reflective_listening/reflect',
      'reflective_listening/explore',
      'behavioural_activation/energy',
      'behavioural_activation/step',
      'behavioural_activation/plan',
      'behavioural_activation/summary',
    ]);
    expect(turns[0]?.meta).toMatchObject({
      topic: 'stress',
      feeling: 'overwhelmed',
      language: 'ja',
    });
    expect(turns[3]?.meta.step).toBe('step');
    expect(turns.at(-1)?.reply).toContain('「夕方に散歩する」');
    expect(turns.at(-1)?.reply).toContain('「明日の昼休み」');
    for (const turn of turns) expect(endsWithFullWidthQuestion(turn.reply), turn.reply).toBe(true);
    // Japanese sentences run on without spaces between them.
    expect(turns[0]?.reply).not.toMatch(/。 /);
  });

  it('keeps the goal named in the first message through the SMART steps', async () => {
    const turns = await talk('ja', [
      '目標はフルマラソンを完走することです',
      '来年の春の大会で完走すること',
      '毎週の走行距離を記録する',
      'わからない',
      '体力に自信をつけたいから',
      '来年の4月',
    ]);
    expect(turns[0]?.state.notes.goal).toBe('フルマラソンを完走する');
    expect(turns[0]?.reply).toContain('「フルマラソンを完走する」');
    expect(turns.map((turn) => turn.meta.step)).toEqual([
      'specific',
      'measurable',
      'achievable',
      'relevant',
      'time_bound',
      'summary',
    ]);
    expect(turns[5]?.reply).toContain('「来年の春の大会で完走すること」');
    expect(turns[5]?.reply).toContain('「来年の4月」');
    for (const turn of turns) expect(endsWithFullWidthQuestion(turn.reply), turn.reply).toBe(true);
  });

  it("greets and asks what is on the user's mind", async () => {
    const [turn] = await talk('ja', ['こんにちは']);
    expect(turn?.meta).toMatchObject({ step: 'greet', technique: null, phase: 'open' });
    expect(endsWithFullWidthQuestion(turn?.reply ?? '')).toBe(true);
  });
});
