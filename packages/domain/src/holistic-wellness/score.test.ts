import { describe, expect, it } from 'vitest';
import type { Likert } from '../personality/likert';
import { WELLNESS_ITEM_IDS } from '../wellness/items';
import { parseHolisticSections, compareSections, holisticTimePoint } from './history';
import { scoreHolistic, type HolisticAnswers } from './score';
import { HOLISTIC_ITEM_IDS, HOLISTIC_SECTIONS } from './sections';

function all(value: Likert): HolisticAnswers {
  return Object.fromEntries([...WELLNESS_ITEM_IDS, ...HOLISTIC_ITEM_IDS].map((id) => [id, value]));
}

function resultOf(answers: HolisticAnswers) {
  const score = scoreHolistic(answers);
  if (!score.ok) throw new Error(`missing ${score.missing.join(', ')}`);
  return score.result;
}

describe('HOLISTIC_SECTIONS', () => {
  it('has four sections of three or four unique statements, none clashing with the onboarding items', () => {
    expect(HOLISTIC_SECTIONS.map((s) => s.id)).toEqual(['body', 'mind', 'connection', 'direction']);
    expect(HOLISTIC_ITEM_IDS).toHaveLength(14);
    for (const id of WELLNESS_ITEM_IDS) expect(HOLISTIC_ITEM_IDS).not.toContain(id);
  });
});

describe('scoreHolistic', () => {
  it('keeps the onboarding scoring for the eight items and scores each section 0-100', () => {
    const result = resultOf({
      ...all(3),
      sleep: 1,
      rested: 1,
      daylight: 1,
      nutrition: 2,
      late_screens: 5,
    });
    expect(result.items.sleep).toBe(0);
    expect(result.overall).toBe(44);
    // 0 + 0 + 25 + 0 (late screens 5 reversed) / 4
    expect(result.sections.body).toBe(6);
    expect(result.sections.mind).toBe(50);
    expect(result.weakSections).toEqual(['body']);
  });

  it('orders weak sections worst first and reverses worry and loneliness', () => {
    const result = resultOf({ ...all(4), worry: 5, lonely: 5, confide: 1, belonging: 1 });
    // mind: worry 0, 75, 75, 75 -> 56; connection: 0, 0, 0 -> 0
    expect(result.sections.mind).toBe(56);
    expect(result.sections.connection).toBe(0);
    expect(result.weakSections).toEqual(['connection']);
  });

  it('lists every missing answer, onboarding and deeper', () => {
    const { sleep: _s, joy: _j, ...rest } = all(3);
    expect(scoreHolistic(rest)).toEqual({ ok: false, missing: ['sleep', 'joy'] });
  });
});

describe('history', () => {
  const DAY = 86_400_000;

  it('names the first check baseline and later ones by the weeks since it', () => {
    expect(holisticTimePoint(undefined, 1000)).toBe('baseline');
    expect(holisticTimePoint(0, 3 * DAY)).toBe('week_0');
    expect(holisticTimePoint(0, 29 * DAY)).toBe('week_4');
  });

  it('reads the sections back from scores_json and not from an onboarding record', () => {
    const result = resultOf(all(2));
    expect(parseHolisticSections(JSON.stringify(result))).toEqual(result.sections);
    expect(parseHolisticSections(JSON.stringify({ overall: 50, items: result.items }))).toBeNull();
    expect(parseHolisticSections('{broken')).toBeNull();
  });

  it('compares section by section', () => {
    const before = resultOf(all(2)).sections;
    const after = resultOf({ ...all(2), values: 5, progress: 5, joy: 5 }).sections;
    const changes = compareSections(after, before);
    expect(changes.find((c) => c.id === 'direction')).toEqual({
      id: 'direction',
      previous: 25,
      latest: 100,
      delta: 75,
    });
    expect(changes.filter((c) => c.delta !== 0)).toHaveLength(1);
  });
});
