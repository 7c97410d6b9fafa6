import { describe, expect, it } from 'vitest';
import { questionMarks, talk } from '../testing/offline-conversation';

function endsWithFullWidthQuestion(reply: string) {
  return questionMarks(reply) === 1 && reply.endsWith('？');
}

describe('offline coach in Japanese', () => {
  it('helps with one concrete step at once, continuing on はい', async () => {
    const turns = await talk('ja', [
      '仕事が多すぎて、いっぱいいっぱいです',
      'はい',
      'できた',
      'できた',
    ]);
    expect(turns.map((turn) => turn.meta.step)).toEqual(['step-1', 'step-2', 'step-3', 'check']);
    expect(turns[0]?.meta).toMatchObject({
      topic: 'stress',
      feeling: 'overwhelmed',
      language: 'ja',
    });
    expect(turns[0]?.reply).toContain('ステップ1/3');
    expect(endsWithFullWidthQuestion(turns[3]?.reply ?? '')).toBe(true);
    // Japanese sentences run on without spaces between them.
    expect(turns[0]?.reply).not.toMatch(/。 /);
  });
  it('walks a named goal through the SMART steps without quoting it back', async () => {
    const turns = await talk('ja', ['目標はフルマラソンを完走することです', 'できた', 'できた']);
    expect(turns[0]?.meta.technique).toBe('smart_goals');
    expect(turns.map((turn) => turn.meta.step)).toEqual(['step-1', 'step-2', 'step-3']);
    expect(turns[0]?.reply).not.toContain('フルマラソンを完走する');
  });
  it("greets and asks what is on the user's mind", async () => {
    const [turn] = await talk('ja', ['こんにちは']);
    expect(turn?.meta).toMatchObject({ step: 'greet', technique: null, phase: 'open' });
    expect(endsWithFullWidthQuestion(turn?.reply ?? '')).toBe(true);
  });
});
