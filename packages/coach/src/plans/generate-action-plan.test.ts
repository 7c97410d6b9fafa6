import { MBTI_TYPES, supportedLanguages } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { generateActionPlan, normalizeGoal, type ActionPlanInput } from './generate-action-plan';

/** Tuesday 3 March 2026, 10:00 in Amsterdam (09:00 UTC). */
const MORNING = Date.UTC(2026, 2, 3, 9, 0);
/** The same day at 21:30 in Amsterdam. */
const EVENING = Date.UTC(2026, 2, 3, 20, 30);
const ZONE = 'Europe/Amsterdam';

function plan(overrides: Partial<ActionPlanInput> = {}) {
  return generateActionPlan({
    goal: 'Elke week drie keer hardlopen',
    language: 'nl',
    mbtiType: 'INFJ',
    now: MORNING,
    timeZone: ZONE,
    ...overrides,
  });
}

const step = (p: ReturnType<typeof plan>, index: number) => {
  const found = p.steps[index];
  if (!found) throw new Error(`no step ${index}`);
  return found;
};

describe('generateActionPlan', () => {
  it('gives the same plan for the same input', () => {
    expect(plan()).toEqual(plan());
  });

  it('weaves the goal into the title, description, SMART goals and steps', () => {
    const p = plan();
    expect(p.title).toBe('Actieplan: Elke week drie keer hardlopen');
    expect(p.description).toContain('Een plan van 4 weken voor „Elke week drie keer hardlopen”');
    expect(p.goals[0]).toBe(
      'Specifiek: „Elke week drie keer hardlopen”, met een duidelijk beeld van wat je doet en wanneer het af is.',
    );
    const withGoal = p.steps.filter((s) => s.detail.includes('„Elke week drie keer hardlopen”'));
    expect(withGoal.map((s) => s.id)).toEqual(['s1', 's2', 's4', 's8']);
  });

  it('breaks the goal down the SMART way: five goals, the life area when one is given', () => {
    expect(plan().goals.map((g) => g.split(':')[0])).toEqual([
      'Specifiek',
      'Meetbaar',
      'Haalbaar',
      'Relevant',
      'Tijdgebonden',
    ]);
    expect(plan().goals[3]).toBe(
      'Relevant: je schrijft op waarom dit doel er nu voor jou toe doet.',
    );
    expect(plan({ levensgebied: 'lichamelijkeGezondheid' }).goals[3]).toBe(
      'Relevant: dit doel draagt bij aan je levensgebied lichamelijke gezondheid.',
    );
    expect(plan().goals[2]).toBe(
      'Haalbaar: je begint met 10 minuten, 3 keer per week, en maakt het pas groter als dat twee weken lukt.',
    );
  });

  it('puts a tiny first step today, or tomorrow when the evening has begun', () => {
    const morning = step(plan(), 0);
    expect(morning).toMatchObject({ id: 's1', dueOffsetDays: 0, done: false });
    expect(morning.title).toBe('Vandaag: 10 minuten je doel voor je zien');
    const evening = step(plan({ now: EVENING }), 0);
    expect(evening.dueOffsetDays).toBe(1);
    expect(evening.title).toBe('Morgen: 10 minuten je doel voor je zien');
    // 21:30 in Amsterdam is still before 20:00 in New York: there the step stays today.
    expect(step(plan({ now: EVENING, timeZone: 'America/New_York' }), 0).dueOffsetDays).toBe(0);
  });

  it('has an if-then plan, a WOOP obstacle plan, a weekly check and a final review', () => {
    const p = plan({ mbtiType: 'ISTJ' });
    expect(p.steps.map((s) => [s.id, s.title, s.dueOffsetDays])).toEqual([
      ['s1', 'Vandaag: 10 minuten concreet aan de slag', 0],
      ['s2', 'Maak je doel meetbaar', 1],
      ['s3', 'Leg je als-dan-plan vast', 1],
      ['s4', 'Plan rond je grootste obstakel (WOOP)', 2],
      ['s5', 'Houd het bij in je dagboek', 3],
      ['s6', 'Eerste weekcheck', 7],
      ['s7', 'Halverwege: opschalen of bijstellen', 14],
      ['s8', 'Terugkijken en afronden', 28],
    ]);
    expect(step(p, 2).detail).toContain('als het [dag en tijd] is, dan werk ik 10 minuten');
    expect(step(p, 3).detail).toMatch(/^Wens: .*Uitkomst: .*Obstakel: .*Plan: als/);
    expect(p.steps.every((s) => s.done === false)).toBe(true);
  });

  it('frames the plan by type: J fixed times, P cues; S concrete, N big picture', () => {
    const j = plan({ mbtiType: 'ESTJ' });
    const p = plan({ mbtiType: 'ENFP' });
    expect(j.description).toContain('vaste momenten en een afvinklijst');
    expect(j.description).toContain('concrete handeling');
    expect(p.description).toContain('vaste aanleidingen in plaats van vaste tijden');
    expect(p.description).toContain('het grotere beeld');
    expect(step(j, 2).title).toBe('Leg je als-dan-plan vast');
    expect(step(p, 2).title).toBe('Kies je als-dan-aanleidingen');
    expect(step(j, 5).detail).toContain('op een vaste dag');
    expect(step(p, 5).detail).toContain('wanneer het je uitkomt');
  });

  it('frames by type: T measures with numbers, F with a why; E finds a buddy, I writes', () => {
    const t = plan({ mbtiType: 'ESTP' });
    const f = plan({ mbtiType: 'INFP' });
    expect(t.goals[1]).toContain('cijfer van 1 tot 10');
    expect(f.goals[1]).toContain('hoe het voelde');
    expect(step(t, 1).title).toBe('Maak je doel meetbaar');
    expect(step(f, 1).title).toBe('Schrijf op waarom dit je belangrijk is');
    expect(step(t, 4).title).toBe('Zoek een maatje');
    expect(step(f, 4).title).toBe('Houd het bij in je dagboek');
    expect(t.steps.at(-1)?.title).toBe('Terugkijken en afronden');
    expect(f.steps.at(-1)?.title).toBe('Terugkijken en vieren');
  });

  it('without a type says so and uses fixed, concrete steps', () => {
    const p = plan({ mbtiType: null });
    expect(p.description).toContain('Je persoonlijkheidstype is nog niet bekend');
    expect(p.context).toMatchObject({ typed: false, structure: 'J', information: 'S' });
    expect(step(p, 2).title).toBe('Leg je als-dan-plan vast');
    expect(plan().context).toMatchObject({ typed: true, mbtiType: 'INFJ', horizonWeeks: 4 });
  });

  it('lays out one timeline entry per week with the halfway week in the second half', () => {
    expect(plan().timeline.map((w) => w.week)).toEqual([1, 2, 3, 4]);
    expect(plan().timeline.map((w) => w.focus.split(':')[0])).toEqual([
      'Klein beginnen',
      'Ritme vinden',
      'Halverwege',
      'Terugkijken',
    ]);
    const long = plan({ horizonWeeks: 12 });
    expect(long.timeline).toHaveLength(12);
    expect(long.timeline[6]?.focus).toMatch(/^Halverwege/);
    expect(long.steps.find((s) => s.title.startsWith('Halverwege'))?.dueOffsetDays).toBe(42);
    expect(long.steps.at(-1)?.dueOffsetDays).toBe(84);
  });

  it('leaves the halfway step out of short plans and clamps the horizon to 2-12 weeks', () => {
    const short = plan({ horizonWeeks: 2 });
    expect(short.steps.some((s) => s.title.startsWith('Halverwege'))).toBe(false);
    expect(short.timeline.map((w) => w.focus.split(':')[0])).toEqual([
      'Klein beginnen',
      'Terugkijken',
    ]);
    expect(plan({ horizonWeeks: 0 }).timeline).toHaveLength(2);
    expect(plan({ horizonWeeks: 99 }).timeline).toHaveLength(12);
    expect(plan({ horizonWeeks: Number.NaN }).timeline).toHaveLength(4);
    expect(plan({ horizonWeeks: 6.4 }).context.horizonWeeks).toBe(6);
  });

  it('keeps steps in due order and their ids unique', () => {
    for (const weeks of [2, 3, 4, 5, 8, 12]) {
      const p = plan({ horizonWeeks: weeks });
      const dues = p.steps.map((s) => s.dueOffsetDays);
      expect(dues, `${weeks} weeks`).toEqual([...dues].sort((a, b) => a - b));
      expect(new Set(p.steps.map((s) => s.id)).size).toBe(p.steps.length);
    }
  });

  it('writes every language and type without a leftover placeholder', () => {
    for (const language of supportedLanguages) {
      for (const mbtiType of [...MBTI_TYPES, null]) {
        const p = plan({ language, mbtiType, levensgebied: 'financieen' });
        const all = [p.title, p.description, ...p.goals, ...p.timeline.map((w) => w.focus)];
        all.push(...p.steps.flatMap((s) => [s.title, s.detail]));
        expect(
          all.filter((text) => text.includes('{{')),
          `${language} ${mbtiType}`,
        ).toEqual([]);
        expect(p.title, language).toContain('Elke week drie keer hardlopen');
      }
    }
  });

  it('writes in the chosen language', () => {
    expect(plan({ language: 'en' }).title).toBe('Action plan: Elke week drie keer hardlopen');
    expect(step(plan({ language: 'de', goal: 'Mehr lesen' }), 0).detail).toContain('„Mehr lesen“');
    expect(step(plan({ language: 'ja', goal: '早く寝る' }), 0).detail).toContain('「早く寝る」');
    expect(plan({ language: 'ko', mbtiType: 'ESTJ' }).steps[0]?.title).toBe(
      '오늘: 10분 동안 구체적으로 시작하기',
    );
  });

  it('refuses an empty goal', () => {
    expect(() => plan({ goal: '  \n ' })).toThrow(RangeError);
    expect(() => plan({ goal: '...' })).toThrow(RangeError);
  });
});

describe('normalizeGoal', () => {
  it('makes one line without a closing full stop', () => {
    expect(normalizeGoal('  Meer  slapen\nen rusten. ')).toBe('Meer slapen en rusten');
    expect(normalizeGoal('毎日歩く。')).toBe('毎日歩く');
    expect(normalizeGoal('Wat nu?!')).toBe('Wat nu');
  });

  it('cuts a long goal to 120 characters with an ellipsis', () => {
    const long = normalizeGoal('a'.repeat(200));
    expect([...long]).toHaveLength(120);
    expect(long.endsWith('…')).toBe(true);
    expect(normalizeGoal('b'.repeat(120))).toBe('b'.repeat(120));
  });
});
