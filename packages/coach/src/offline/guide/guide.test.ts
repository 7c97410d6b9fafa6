import { describe, expect, it } from 'vitest';
import { respond } from '../../respond';
import { emptyContext, questionMarks, talk } from '../../testing/offline-conversation';
import type { CoachUserContext } from '../../types';
import { createOfflineCoach } from '../provider';
import { echoesUser } from '../quality/reply-quality';
import { chooseGuide } from './choose-guide';

function at(hour: number, mbtiType: CoachUserContext['mbtiType'] = null): CoachUserContext {
  return { ...emptyContext('nl'), localHour: hour, mbtiType };
}

describe('the offline coach guides a help request', () => {
  it('offers a technique with its first step at once, without quoting the user or asking back', async () => {
    const [turn] = await talk('nl', ['Wat kan ik vanavond doen om rustiger te worden?'], {
      context: at(21),
    });
    expect(turn?.meta).toMatchObject({ technique: 'breathing', step: 'step-1' });
    expect(turn?.reply).toContain('boxademhaling');
    expect(turn?.reply).toContain('Stap 1 van 3');
    expect(turn?.reply).not.toMatch(/Als ik het goed begrijp|Wat bedoel je precies/);
    expect(questionMarks(turn?.reply ?? '')).toBe(0);
  });

  it('leaves a technique when the user asks something else instead of moving a step on', async () => {
    const nl = await talk('nl', [
      'Wat kan ik vanavond doen om rustiger te worden?',
      'klaar',
      'Ik wil een doel stellen',
    ]);
    expect(nl.map((turn) => turn.meta.step)).toEqual(['step-1', 'step-2', 'step-1']);
    expect(nl[2]?.meta.technique).not.toBe('breathing');
    const en = await talk('en', [
      'I keep worrying about everything at night',
      'done',
      'what is box breathing?',
    ]);
    expect(en[2]?.meta.step).toBe('answer');
    expect(en[2]?.reply).not.toContain('Step 3 of 3');
  });

  it('walks through the steps one per reply, checks how it went and remembers what helped', async () => {
    const turns = await talk(
      'nl',
      ['Ik wil een doel stellen', 'klaar', 'volgende', 'klaar', 'Ja, dat hielp echt'],
      { context: at(10) },
    );
    expect(turns.map((turn) => turn.meta.step)).toEqual([
      'step-1',
      'step-2',
      'step-3',
      'check',
      'helped',
    ]);
    expect(turns[1]?.reply).toContain('Stap 2 van 3');
    expect(questionMarks(turns[3]?.reply ?? '')).toBe(1);
    expect(turns[4]?.reply).toContain('een SMART-doel');
    expect(turns[4]?.meta).toMatchObject({ link: 'goal', linkPrompt: null });
    expect(turns[4]?.state.helped).toEqual(['smart_goals']);
    for (const turn of turns) expect(echoesUser(turn.reply, turn.user, 'nl')).toBe(false);
  });

  it('links the journal with the prompt that fits the technique once it helped', async () => {
    const turns = await talk(
      'nl',
      ['Ik pieker de hele avond, wat kan ik doen?', 'gedaan', 'gedaan', 'gedaan', 'ja, dat hielp'],
      { context: at(21) },
    );
    expect(turns[0]?.meta).toMatchObject({ technique: 'worry_time', link: null, linkPrompt: null });
    expect(turns[4]?.meta).toMatchObject({
      step: 'helped',
      link: 'journal',
      linkPrompt: 'general5',
    });
    expect(turns[4]?.reply).toContain('dagboek');
  });

  it('offers what helped first in the next conversation', async () => {
    const first = await talk(
      'nl',
      ['Ik lig elke nacht wakker', 'iets anders', 'klaar', 'klaar', 'klaar', 'Ja, veel rustiger'],
      { context: at(14) },
    );
    expect(first[1]?.meta.technique).toBe('breathing');
    const helped = first.at(-1)?.state;
    expect(helped?.helped).toEqual(['breathing']);
    const [next] = await talk('nl', ['Ik slaap zo slecht de laatste tijd'], {
      context: at(14),
      state: helped,
    });
    expect(next?.meta.technique).toBe('breathing');
    expect(next?.reply).toContain('Vorige keer hielp boxademhaling je');
    expect(next?.state.helped).toEqual(['breathing']);
  });

  it('switches to the alternative when it did not help', async () => {
    const turns = await talk('en', [
      'I always feel like I am not good enough',
      'done',
      'done',
      'done',
      'No, it did not help',
    ]);
    expect(turns[0]?.meta.technique).toBe('self_compassion');
    expect(turns[4]?.meta).toMatchObject({ technique: 'cognitive_reframing', step: 'step-1' });
    expect(turns[4]?.reply).toContain('not every exercise suits everyone');
    expect(turns[4]?.state.helped ?? []).toEqual([]);
  });

  it('answers a direct question first, then offers to try it', async () => {
    const turns = await talk('en', ['What is box breathing?', 'yes']);
    expect(turns[0]?.reply).toMatch(/four/);
    expect(questionMarks(turns[0]?.reply ?? '')).toBe(1);
    expect(turns[1]?.meta).toMatchObject({ technique: 'breathing', step: 'step-1' });
  });

  it('fits the moment and the type: the evening and a sensing type favour the body', () => {
    const base = { helped: [], mbtiType: null };
    expect(chooseGuide('work', { ...base, hour: 10, mbtiType: 'ISTJ' })).toEqual([
      'problem_solving',
      'breathing',
    ]);
    expect(chooseGuide('work', { ...base, hour: 22, mbtiType: 'ISFP' })).toEqual([
      'breathing',
      'problem_solving',
    ]);
    expect(chooseGuide('work', { ...base, hour: 22, helped: ['breathing'] })[0]).toBe('breathing');
  });

  it('still checks for a crisis before the guide', async () => {
    const events = [];
    for await (const event of respond(
      {
        messages: [
          { role: 'user', content: 'Ik wil niet meer leven, hoe kan ik rustiger worden?' },
        ],
        context: at(21),
        contextType: 'coaching',
      },
      { offline: createOfflineCoach(), provider: null, isOnline: () => false },
    ))
      events.push(event);
    expect(events[0]?.type).toBe('crisis');
  });
});
