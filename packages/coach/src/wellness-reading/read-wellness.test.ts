import { WELLNESS_ITEM_IDS, type MoodPoint, type WellnessItemId } from '@groeipad/domain';
import { describe, expect, it } from 'vitest';
import { readWellness, type ReadWellnessInput } from './read-wellness';
import { ALL_SUGGESTION_IDS, PLAN_SUGGESTIONS } from './suggestions';

const DAY = 86_400_000;
const ZONE = 'Europe/Amsterdam';
/** Wednesday 4 March 2026, 12:00 in Amsterdam. */
const NOW = Date.UTC(2026, 2, 4, 11, 0);

type Scores = Record<WellnessItemId, number>;

function scores(values: Partial<Scores>, base = 50): Scores {
  return {
    ...(Object.fromEntries(WELLNESS_ITEM_IDS.map((id) => [id, base])) as Scores),
    ...values,
  };
}

/** Stored as onboarding stores it: the domain's WellnessResult as JSON. */
function assessment(id: string, daysAgo: number, items: Scores) {
  const overall = Math.round(Object.values(items).reduce((a, b) => a + b, 0) / 8);
  return {
    id,
    completedAt: NOW - daysAgo * DAY,
    scoresJson: JSON.stringify({ overall, items, strengths: [], attention: [] }),
  };
}

function read(overrides: Partial<ReadWellnessInput> = {}) {
  return readWellness({
    assessments: [],
    moods: [],
    now: NOW,
    moodDays: 14,
    timeZone: ZONE,
    ...overrides,
  });
}

/** `rating` at noon, `daysAgo` days before NOW. */
const mood = (daysAgo: number, rating: number): MoodPoint => ({ rating, at: NOW - daysAgo * DAY });

describe('readWellness: the latest assessment', () => {
  it('is empty without an assessment, and says how many could not be read', () => {
    const reading = read({
      assessments: [{ id: 'x', completedAt: NOW, scoresJson: 'enc:v1:abc' }],
    });
    expect(reading.latest).toBeNull();
    expect(reading.comparison).toBeNull();
    expect(reading.focusAreas).toEqual([]);
    expect(reading.unreadable).toBe(1);
  });

  it('reads the newest one: bands per area, strongest and weakest', () => {
    const reading = read({
      assessments: [
        assessment('old', 30, scores({ sleep: 0 })),
        assessment('new', 2, scores({ sleep: 25, stress: 25, meaning: 100, exercise: 75 })),
      ],
    });
    expect(reading.latest).toMatchObject({ id: 'new', overall: 53, completedAt: NOW - 2 * DAY });
    expect(reading.latest?.areas.map((a) => [a.id, a.score, a.band])).toEqual([
      ['sleep', 25, 'attention'],
      ['fatigue', 50, 'middle'],
      ['exercise', 75, 'strong'],
      ['stress', 25, 'attention'],
      ['meaning', 100, 'strong'],
      ['social_support', 50, 'middle'],
      ['physical_complaints', 50, 'middle'],
      ['goal_oriented', 50, 'middle'],
    ]);
    expect(reading.latest?.strongest).toEqual(['meaning']);
    expect(reading.latest?.weakest).toEqual(['sleep', 'stress']);
  });

  it('names no strongest or weakest when every area scores the same', () => {
    const reading = read({ assessments: [assessment('a', 1, scores({}, 75))] });
    expect(reading.latest?.strongest).toEqual([]);
    expect(reading.latest?.weakest).toEqual([]);
    expect(reading.focusAreas).toEqual([]);
  });

  it('skips a damaged newest record and recomputes a missing overall', () => {
    const items = scores({ sleep: 100 });
    const reading = read({
      assessments: [
        { id: 'ok', completedAt: NOW - DAY, scoresJson: JSON.stringify({ items }) },
        { id: 'half', completedAt: NOW, scoresJson: JSON.stringify({ items: { sleep: 50 } }) },
        {
          id: 'odd',
          completedAt: NOW,
          scoresJson: JSON.stringify({ items: scores({ sleep: 140 }) }),
        },
      ],
    });
    expect(reading.latest).toMatchObject({ id: 'ok', overall: 56 });
    expect(reading.unreadable).toBe(2);
  });
});

describe('readWellness: comparison', () => {
  it('compares with the assessment before, biggest changes first', () => {
    const reading = read({
      assessments: [
        assessment('first', 60, scores({ sleep: 0, stress: 75 })),
        assessment('second', 3, scores({ sleep: 75, stress: 25, meaning: 75 })),
        assessment('middle', 20, scores({ sleep: 25, stress: 100, fatigue: 75 })),
      ],
    });
    expect(reading.latest?.id).toBe('second');
    const comparison = reading.comparison;
    expect(comparison).toMatchObject({
      previousId: 'middle',
      previousAt: NOW - 20 * DAY,
      // (25 + 100 + 75 + 5 * 50) / 8 = 56.25 before, (75 + 25 + 75 + 5 * 50) / 8 = 53.1 now.
      previousOverall: 56,
      overallDelta: -3,
    });
    expect(comparison?.improved).toEqual(['sleep', 'meaning']);
    expect(comparison?.declined).toEqual(['stress', 'fatigue']);
    expect(comparison?.changes.find((c) => c.id === 'stress')).toEqual({
      id: 'stress',
      previous: 100,
      latest: 25,
      delta: -75,
    });
  });

  it('has no comparison with a single assessment', () => {
    expect(read({ assessments: [assessment('one', 1, scores({}))] }).comparison).toBeNull();
  });
});

describe('readWellness: focus areas and suggestions', () => {
  it('takes the areas needing attention, worst first, at most three, each with three suggestions', () => {
    const reading = read({
      assessments: [
        assessment(
          'a',
          1,
          scores({ sleep: 25, exercise: 0, social_support: 25, goal_oriented: 25, meaning: 100 }),
        ),
      ],
    });
    expect(reading.focusAreas.map((f) => [f.id, f.score, f.kind])).toEqual([
      ['exercise', 0, 'attention'],
      ['sleep', 25, 'attention'],
      ['social_support', 25, 'attention'],
    ]);
    expect(reading.focusAreas[0]?.suggestions).toEqual([
      { id: 'exercisePlan', target: 'actionPlan', route: '/ai3-action-plans' },
      { id: 'exerciseTask', target: 'tasks', route: '/tasks' },
      { id: 'exerciseImagine', target: 'imagination', route: '/active-imagination' },
    ]);
  });

  it('without an attention area points at the lowest one that is not yet strong', () => {
    const middle = read({ assessments: [assessment('a', 1, scores({ fatigue: 50 }, 75))] });
    expect(middle.focusAreas.map((f) => [f.id, f.kind])).toEqual([['fatigue', 'lowest']]);
    const strong = read({ assessments: [assessment('b', 1, scores({ fatigue: 100 }, 75))] });
    expect(strong.latest?.weakest).toHaveLength(7);
    expect(strong.focusAreas).toEqual([]);
  });

  it('adds a fourth suggestion when mood is low: the coach, or a mood check when the coach is there', () => {
    const moods = [mood(1, 2), mood(2, 2), mood(9, 3)];
    const reading = read({
      moods,
      assessments: [assessment('a', 1, scores({ sleep: 25, exercise: 25 }))],
    });
    expect(reading.mood.low).toBe(true);
    const ids = (area: string) =>
      reading.focusAreas.find((f) => f.id === area)?.suggestions.map((s) => s.id);
    expect(ids('sleep')).toEqual([
      'sleepWorryList',
      'sleepRoutinePlan',
      'sleepCoach',
      'moodCheckIn',
    ]);
    expect(ids('exercise')).toEqual([
      'exercisePlan',
      'exerciseTask',
      'exerciseImagine',
      'moodCoach',
    ]);
  });

  it('also adds it when mood falls, even if the mean is not low', () => {
    const falling = [mood(12, 5), mood(11, 5), mood(2, 3), mood(1, 3)];
    const reading = read({
      moods: falling,
      assessments: [assessment('a', 1, scores({ stress: 0 }))],
    });
    expect(reading.mood).toMatchObject({ trend: 'declining', low: false, average: 4 });
    expect(reading.focusAreas[0]?.suggestions).toHaveLength(4);
  });

  it('knows every suggestion id once, with a goal for the action-plan ones', () => {
    expect(new Set(ALL_SUGGESTION_IDS).size).toBe(ALL_SUGGESTION_IDS.length);
    expect(PLAN_SUGGESTIONS).toEqual([
      'sleepRoutinePlan',
      'exercisePlan',
      'meaningPlan',
      'socialPlan',
      'goalPlan',
    ]);
  });
});

describe('readWellness: mood', () => {
  it('gives every day of the window, the average mood (each day once) and the trend between the halves', () => {
    const reading = read({
      moods: [mood(13, 2), mood(10, 2), mood(10, 3), mood(3, 4), mood(0, 5), mood(14, 1)],
    });
    expect(reading.mood.series).toHaveLength(14);
    expect(reading.mood.series[0]).toEqual({ day: '2026-02-19', average: 2 });
    expect(reading.mood.series[3]).toEqual({ day: '2026-02-22', average: 2.5 });
    expect(reading.mood.series.at(-1)).toEqual({ day: '2026-03-04', average: 5 });
    // The rating of 15 days ago falls outside the window. Day means 2, 2.5, 4 and 5: a day with two
    // check-ins counts once (per check-in it would be 3.2).
    expect(reading.mood).toMatchObject({
      days: 14,
      count: 5,
      moodDays: 4,
      average: 3.38,
      earlierAverage: 2.25,
      laterAverage: 4.5,
      trend: 'improving',
      low: false,
    });
  });

  it('takes 30 days when asked, and ignores check-ins after today', () => {
    const reading = read({ moodDays: 30, moods: [mood(25, 3), mood(-2, 1)] });
    expect(reading.mood.series).toHaveLength(30);
    expect(reading.mood).toMatchObject({ count: 1, average: 3, trend: 'unknown' });
  });

  it('is empty but complete without moods', () => {
    const reading = read();
    expect(reading.mood).toMatchObject({ count: 0, average: null, trend: 'unknown', low: false });
    expect(reading.mood.series.every((d) => d.average === null)).toBe(true);
  });
});
