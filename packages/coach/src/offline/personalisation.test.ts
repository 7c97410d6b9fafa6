import type { MbtiType } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import type { CoachUserContext } from '../types';
import { contentFor } from './content';
import { splitSentences } from './sentences';
import { emptyContext, questionMarks, talk } from '../testing/offline-conversation';

const en = contentFor('en');

function typed(mbtiType: MbtiType): CoachUserContext {
  return { ...emptyContext('en'), mbtiType };
}

/** The literal text of a data template before its placeholder: enough to spot it in a reply. */
function fingerprints(): string[] {
  return Object.values(en.data).flatMap((variants) =>
    variants
      .map((variant) => variant.split('{')[0]?.trim() ?? variant)
      .filter((part) => part.length >= 8),
  );
}

describe('personalisation', () => {
  // Issue 18: a low mood now gets behavioural activation at once; the type still frames it.
  it('frames the same technique differently for a sensing and an intuitive type', async () => {
    const script = ["I've been feeling down and I don't really know why"];
    const [intuitive] = await talk('en', script, { context: typed('ENFP') });
    const [sensing] = await talk('en', script, { context: typed('ESTJ') });
    expect(intuitive?.meta.technique).toBe('behavioural_activation');
    const n = en.typeFramings.behavioural_activation.N ?? [];
    const s = en.typeFramings.behavioural_activation.S ?? [];
    expect(n.some((line) => intuitive?.reply.includes(line))).toBe(true);
    expect(s.some((line) => sensing?.reply.includes(line))).toBe(true);
    expect(n.some((line) => sensing?.reply.includes(line))).toBe(false);
  });
  it('uses the sensing/intuition and judging/perceiving preferences where they matter', async () => {
    const small = ["I can't be bothered to do anything", 'Reading used to help'];
    const sensing = await talk('en', small, { context: typed('ESTJ') });
    const intuitive = await talk('en', small, { context: typed('ENFP') });
    const text = (turns: { reply: string }[]) => turns.map((turn) => turn.reply).join(' ');
    expect(
      en.typeFramings.behavioural_activation.S?.some((line) => text(sensing).includes(line)),
    ).toBe(true);
    expect(
      en.typeFramings.behavioural_activation.N?.some((line) => text(intuitive).includes(line)),
    ).toBe(true);
    const goal = ['I want to run a 10k'];
    const [judging] = await talk('en', goal, { context: typed('INTJ') });
    const [perceiving] = await talk('en', goal, { context: typed('INTP') });
    expect(en.typeFramings.smart_goals.J?.some((line) => judging?.reply.includes(line))).toBe(true);
    expect(en.typeFramings.smart_goals.P?.some((line) => perceiving?.reply.includes(line))).toBe(
      true,
    );
  });

  it('keeps replies short for a direct tone', async () => {
    const context: CoachUserContext = {
      ...typed('ENTJ'),
      tone: 'direct',
      moodTrend: { direction: 'down', average: 3, count: 4 },
    };
    const turns = await talk('en', ['Work is stressing me out', 'done', 'done'], { context });
    for (const turn of turns) {
      expect(splitSentences(turn.reply).length, turn.reply).toBeLessThanOrEqual(3);
      expect(questionMarks(turn.reply)).toBeLessThanOrEqual(1);
    }
    // No warm-up line and no mood line: the technique comes first.
    expect(turns[0]?.reply).not.toContain('mood');
  });
  it('gives a fresh profile a full, good reply without any personal data', async () => {
    const turns = await talk('en', ['I feel lonely since I moved to a new city', 'done', 'done']);
    for (const turn of turns) {
      expect(questionMarks(turn.reply)).toBeLessThanOrEqual(1);
      expect(splitSentences(turn.reply).length).toBeGreaterThanOrEqual(2);
      for (const print of fingerprints()) expect(turn.reply).not.toContain(print);
    }
    expect(turns[0]?.meta.technique).toBe('social_contact');
  });
  it('names a journal theme only when it relates to what the user talks about', async () => {
    const context: CoachUserContext = {
      ...emptyContext('en'),
      journalThemes: ['holiday plans', 'deadlines'],
    };
    const [related] = await talk('en', ['The deadlines at work are crushing me'], { context });
    expect(related?.reply).toContain('‘deadlines’');
    const [unrelated] = await talk('en', ['I keep waking up at night'], { context });
    expect(unrelated?.reply).not.toContain('holiday plans');
    expect(unrelated?.reply).not.toContain('‘deadlines’');
  });

  it('names the weakest life area only when it fits the topic', async () => {
    const context: CoachUserContext = {
      ...emptyContext('en'),
      weakestLifeArea: { id: 'socialeRelaties', score: 31 },
    };
    const [fits] = await talk('en', ["I feel so alone, I don't have anyone to talk to"], {
      context,
    });
    expect(fits?.reply).toContain('‘Social relationships’');
    const [other] = await talk('en', ['I want to save money for a trip'], { context });
    expect(other?.reply).not.toContain('Social relationships');
    const unknown: CoachUserContext = {
      ...emptyContext('en'),
      weakestLifeArea: { id: 'not-a-real-area', score: 10 },
    };
    const [ignored] = await talk('en', ["I feel so alone, I don't have anyone to talk to"], {
      context: unknown,
    });
    expect(ignored?.reply).not.toContain('not-a-real-area');
  });
});

describe('personas', () => {
  it('lets the buddy greet the user by name, casually', async () => {
    const context: CoachUserContext = { ...emptyContext('nl'), displayName: 'Sanne de Vries' };
    const turns = await talk(
      'nl',
      ['hoi', 'Ik heb een rotdag gehad', 'Mijn trein had vertraging en ik kwam te laat'],
      {
        context,
        persona: { id: 'buddy', kind: 'buddy' },
      },
    );
    expect(turns[0]?.reply).toContain('Sanne');
    expect(turns[0]?.reply).not.toContain('de Vries');
    expect(turns[0]?.meta.step).toBe('greet');
    expect(turns[2]?.reply).toMatch(/Sanne|Ah, helder|Oké, ik snap 'm/);
  });

  it('lets a sleep coach steer a work story towards sleep', async () => {
    const [turn] = await talk('en', ['My manager keeps dumping projects on me'], {
      persona: { id: 'sleep-coach', kind: 'specialist', specialisation: 'sleep' },
    });
    expect(turn?.meta.topic).toBe('sleep');
    expect(turn?.reply).toContain(en.personas.specialist.bridges.sleep[0] ?? '-');
  });

  it('knows a career coach by its kind alone', async () => {
    const [turn] = await talk('en', ['hello'], { persona: { id: 'career', kind: 'career' } });
    expect(turn?.reply).toContain(en.personas.specialist.greetings.work[0] ?? '-');
  });
});
