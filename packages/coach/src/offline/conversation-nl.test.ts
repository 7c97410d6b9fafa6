import { describe, expect, it } from 'vitest';
import type { CoachUserContext } from '../types';
import { splitSentences } from './sentences';
import { emptyContext, endsWithOneQuestion, talk } from '../testing/offline-conversation';

function expectGoodReplies(replies: string[]) {
  for (const reply of replies) {
    expect(endsWithOneQuestion(reply), reply).toBe(true);
    expect(splitSentences(reply).length, reply).toBeLessThanOrEqual(5);
  }
}

describe('offline coach in Dutch', () => {
  it('listens first and then finds one small step when work overwhelms', async () => {
    const turns = await talk('nl', [
      'Ik heb het zo druk op mijn werk, alles komt tegelijk en ik voel me overweldigd',
      'Vooral de deadlines die maar blijven komen',
      'Even tijd voor mezelf',
      'ok',
      'Een blokje om lopen',
      'Morgen na de lunch',
    ]);
    expect(turns.map((turn) => `${turn.meta.technique}/${turn.meta.step}`)).toEqual([
      'reflective_listening/reflect',
      'reflective_listening/explore',
      'behavioural_activation/energy',
      'behavioural_activation/step',
      'behavioural_activation/plan',
      'behavioural_activation/summary',
    ]);
    expect(turns[0]?.meta).toMatchObject({ topic: 'stress', feeling: 'overwhelmed' });
    expect(turns[1]?.reply).toContain('Vooral de deadlines die maar blijven komen');
    const last = turns.at(-1);
    expect(last?.state.notes).toMatchObject({
      step: 'Een blokje om lopen',
      when: 'Morgen na de lunch',
    });
    expect(last?.reply).toContain('‘Een blokje om lopen’');
    expect(last?.reply).toContain('‘Morgen na de lunch’');
    expect(last?.state.phase).toBe('offer');
    expectGoodReplies(turns.map((turn) => turn.reply));
  });

  it('walks a goal through SMART and keeps the goal the user named', async () => {
    const turns = await talk('nl', [
      'Ik wil een halve marathon lopen',
      'In oktober de halve marathon van Eindhoven uitlopen',
      'Drie keer per week trainen',
      'weet ik niet',
      'Omdat ik fitter wil worden',
      'Eind oktober',
      'iets anders',
    ]);
    expect(turns.slice(0, 6).map((turn) => turn.meta.step)).toEqual([
      'specific',
      'measurable',
      'achievable',
      'relevant',
      'time_bound',
      'summary',
    ]);
    expect(turns[0]?.state.notes.goal).toBe('een halve marathon lopen');
    expect(turns[0]?.reply).toContain('‘een halve marathon lopen’');
    expect(turns[1]?.state.notes.goal).toBe('In oktober de halve marathon van Eindhoven uitlopen');
    expect(turns[2]?.reply).toContain('‘Drie keer per week trainen’');
    expect(turns[3]?.state.notes.achievable).toBeUndefined();
    const summary = turns[5]?.reply ?? '';
    expect(summary).toContain('In oktober de halve marathon van Eindhoven uitlopen');
    expect(summary).toContain('Eind oktober');
    expect(turns[6]?.meta).toMatchObject({ step: 'newDirection', phase: 'open' });
    expect(turns[6]?.state.notes.goal).toBe('In oktober de halve marathon van Eindhoven uitlopen');
    expectGoodReplies(turns.map((turn) => turn.reply));
  });

  it('reframes self-doubt step by step: situation, thought, evidence, alternative, summary', async () => {
    const turns = await talk('nl', [
      'Ik heb het gevoel dat ik nergens goed in ben',
      'Mijn presentatie op het werk ging niet zoals ik wilde',
      'Ze vinden me vast een sukkel',
      'Mijn collega zei achteraf dat het goed was',
      'Eén presentatie zegt niet alles over mij',
    ]);
    expect(turns.map((turn) => turn.meta.step)).toEqual([
      'situation',
      'thought',
      'evidence',
      'alternative',
      'summary',
    ]);
    expect(turns.every((turn) => turn.meta.technique === 'cognitive_reframing')).toBe(true);
    expect(turns[2]?.reply).toContain('‘Ze vinden me vast een sukkel’');
    expect(turns[4]?.reply).toContain('Eén presentatie zegt niet alles over mij');
    expect(turns[4]?.state.turn).toBe(5);
    expectGoodReplies(turns.map((turn) => turn.reply));
  });

  it("refers to the user's own data only when it is there", async () => {
    const script = [
      'Ik heb nergens zin in en lig de hele dag op de bank',
      'Vroeger fietste ik graag',
      'ja',
    ];
    const withData: CoachUserContext = {
      ...emptyContext('nl'),
      moodTrend: { direction: 'down', average: 4.3, count: 5 },
      openDailyGoals: ['20 minuten wandelen'],
    };
    const rich = await talk('nl', script, { context: withData });
    const bare = await talk('nl', script, { context: emptyContext('nl') });
    const richText = rich.map((turn) => turn.reply).join(' ');
    expect(richText).toContain('4,3 van de 10');
    expect(richText).toContain('‘20 minuten wandelen’');
    for (const turn of bare) {
      expect(turn.reply).not.toMatch(/van de 10|openstaan|lijstje|vragenlijst|dagboek/);
    }
    expect(rich.at(-1)?.state.usedData).toEqual(expect.arrayContaining(['mood', 'openGoal']));
    expect(bare.at(-1)?.state.usedData).toEqual([]);
  });
});
