import { shiftDayKey, supportedLanguages } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { buildSuperInsights } from './super-insights';
import { at, entry, goal, mood, NO_RECORDS, task, ZONE } from '../testing/insight-records';
import type { InsightEntry, InsightGoal, InsightMood, SuperInsightsInput } from './types';

const FIRST = '2025-01-06'; // a Monday
const DAYS = 56;
const day = (i: number) => shiftDayKey(FIRST, i);
const window = { from: at(FIRST, 0), now: at(day(DAYS), 10), timeZone: ZONE };

/**
 * Eight weeks of one person's records: a walk every other day and a better mood on those days,
 * writing on Sunday evenings (and twice on a Wednesday morning), daily goals of which those with a
 * time are reached more often, and tasks with a due date that get done more often.
 */
function eightWeeks(): SuperInsightsInput {
  const moods: InsightMood[] = [];
  const entries: InsightEntry[] = [];
  const goals: InsightGoal[] = [];
  let timed = 0;
  let untimed = 0;
  for (let i = 0; i < DAYS; i++) {
    const walked = i % 2 === 0;
    const rating = walked
      ? ([4, 5, 4, 4][(i / 2) % 4] ?? 4)
      : ([3, 2, 3, 3][((i - 1) / 2) % 4] ?? 3);
    moods.push(mood(day(i), rating, 20, walked ? ['walking'] : [], i % 7 < 2 ? ['work'] : []));
    if (i % 7 === 6)
      entries.push(entry(day(i), rating, 'Rustige zondag gehad met familie.', ['familie'], 20.5));
    if (i === 2 || i === 9)
      entries.push(entry(day(i), rating, 'Vroeg op en even geschreven.', [], 8));
    if (i % 4 < 2) goals.push(goal(day(i), timed++ % 4 !== 3, 20));
    else goals.push(goal(day(i), untimed++ % 8 < 3));
  }
  const tasks = Array.from({ length: 8 }, (_, i) => [
    task(day(i), i !== 0, day(i + 2), day(i + 3)),
    task(day(i), i < 2, day(i + 1)),
  ]).flat();
  return { ...window, language: 'nl', moods, entries, goals, tasks, planning: [] };
}

describe('buildSuperInsights', () => {
  it('finds the patterns in eight weeks of records, best supported first', () => {
    const insights = buildSuperInsights(eightWeeks());
    const keys = insights.map((insight) => insight.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'marker_mood:activity:walking',
        'writing_rhythm:6:evening',
        'goal_duration',
        'task_due',
      ]),
    );
    expect(insights.length).toBeLessThanOrEqual(6);
    const confidences = insights.map((insight) => insight.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
    for (const insight of insights) {
      expect(insight.confidence).toBeGreaterThan(0);
      expect(insight.confidence).toBeLessThanOrEqual(0.95);
      expect(insight.sampleSize).toBeGreaterThanOrEqual(8);
      expect(insight.actions.length).toBeGreaterThan(0);
    }
  });

  it('says how much better the mood was on walking days, with the numbers behind it', () => {
    const walk = buildSuperInsights(eightWeeks()).find((i) => i.type === 'marker_mood');
    // Walking days: 4, 5, 4, 4 repeated (mean 4.25); other days 3, 2, 3, 3 (mean 2.75).
    expect(walk).toMatchObject({
      direction: 'up',
      title: "'wandelen' en je stemming",
      content:
        "Op dagen waarop je 'wandelen' noteerde, was je stemming gemiddeld 1,5 hoger: 4,3 tegen 2,8 (28 en 28 dagen).",
      actions: ["Plan de komende week bewust een moment voor 'wandelen'."],
      evidence: { with: 4.25, without: 2.75, difference: 1.5, withDays: 28, withoutDays: 28 },
      sampleSize: 56,
      dataSources: ['mood_tracking'],
    });
    expect(walk?.confidence).toBe(0.95);
  });

  it('names the writing moment and compares goals with and without a time', () => {
    const insights = buildSuperInsights({ ...eightWeeks(), language: 'en' });
    const rhythm = insights.find((i) => i.type === 'writing_rhythm');
    expect(rhythm?.content).toBe(
      'You write most often on Sundays (8 of your 10 entries), mostly in the evening.',
    );
    expect(rhythm?.evidence).toEqual({ count: 8, total: 10, share: 0.8, partCount: 8 });
    const goals = insights.find((i) => i.type === 'goal_duration');
    // 21 of 28 goals with a time (75%), 12 of 28 without (43%).
    expect(goals?.evidence).toEqual({
      withRate: 75,
      withoutRate: 43,
      withCount: 28,
      withoutCount: 28,
      ratio: 1.75,
    });
    expect(goals?.content).toBe(
      'You reach daily goals with an estimated time 1.8 times as often: 75% against 43% (28 and 28 goals).',
    );
    const tasks = insights.find((i) => i.type === 'task_due');
    expect(tasks?.evidence).toMatchObject({ withRate: 88, withoutRate: 25 });
  });

  it('leaves goals of today and later out: they can still be reached', () => {
    const input = eightWeeks();
    const later = Array.from({ length: 10 }, (_, i) => goal(day(DAYS + i), false, 30));
    const before = buildSuperInsights(input).find((i) => i.type === 'goal_duration');
    const after = buildSuperInsights({ ...input, goals: [...input.goals, ...later] }).find(
      (i) => i.type === 'goal_duration',
    );
    expect(after?.evidence).toEqual(before?.evidence);
  });

  it('tells nothing from empty data or from a handful of days', () => {
    expect(buildSuperInsights({ ...window, ...NO_RECORDS, language: 'nl' })).toEqual([]);
    const few = buildSuperInsights({
      ...window,
      ...NO_RECORDS,
      language: 'nl',
      moods: [
        mood(day(0), 5, 9, ['walking']),
        mood(day(1), 5, 9, ['walking']),
        mood(day(2), 1),
        mood(day(3), 1),
      ],
      entries: [entry(day(6), 4, 'Een zondag.'), entry(day(13), 4, 'Weer een zondag.')],
      goals: [goal(day(0), true, 10), goal(day(1), true, 10), goal(day(2), false)],
    });
    expect(few).toEqual([]);
  });

  it('finds no link where there is none', () => {
    const input = eightWeeks();
    // The same moods, but the walks now fall on good and bad days alike.
    const moods = input.moods.map((m, i) => ({
      ...m,
      activities: JSON.stringify(i % 4 < 2 ? ['walking'] : []),
    }));
    const keys = buildSuperInsights({ ...input, moods }).map((i) => i.key);
    expect(keys).not.toContain('marker_mood:activity:walking');
  });

  it('ignores records outside the window', () => {
    const input = eightWeeks();
    const insights = buildSuperInsights({ ...input, from: at(day(DAYS - 3), 0) });
    expect(insights).toEqual([]);
  });

  it.each(supportedLanguages)(
    'writes every insight in %s, with nothing left unfilled',
    (language) => {
      const insights = buildSuperInsights({ ...eightWeeks(), language });
      expect(insights.length).toBeGreaterThanOrEqual(4);
      for (const insight of insights) {
        for (const text of [insight.title, insight.content, ...insight.actions]) {
          expect(text.trim()).not.toBe('');
          expect(text).not.toMatch(/[{}]/);
        }
      }
    },
  );
});
