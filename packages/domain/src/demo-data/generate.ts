// Generates a few weeks of realistic demo data for one profile; pure: `now` and the seed are passed in.
import { startOfDay } from '../daily/days';
import type { EntityOf } from '../entities/registry';
import type { MbtiType } from '../mbti';
import { HOLISTIC_ITEM_IDS } from '../holistic-wellness/sections';
import { HOLISTIC_ASSESSMENT_TYPE, HOLISTIC_INSTRUMENT } from '../holistic-wellness/history';
import { scoreHolistic, type HolisticAnswers } from '../holistic-wellness/score';
import { createPrng, pickIndex } from '../personality/prng';
import type { Likert } from '../personality/likert';
import { DAY_MS, HOUR_MS } from '../time';
import { WELLNESS_ITEM_IDS } from '../wellness/items';
import {
  DEMO_GOALS,
  DEMO_JOURNAL,
  DEMO_LEVENSGEBIEDEN,
  DEMO_MOOD_CONTEXTS,
  DEMO_TASKS,
} from './demo-texts';
import { demoMetadata, type DemoTable } from './marker';

type Stamps = 'id' | 'created_at' | 'updated_at' | 'created_by';
export type DemoInput<T extends DemoTable> = Omit<EntityOf<T>, Stamps>;
export type DemoRecords = { [T in DemoTable]: DemoInput<T>[] };

export type DemoOptions = {
  userId: string;
  mbtiType: MbtiType;
  now: number;
  /** The same seed gives the same data, so a demo or benchmark can be replayed. */
  seed: number;
  /** How far back the data goes. */
  weeks?: number;
};

type Random = () => number;

function between(random: Random, min: number, max: number): number {
  return min + pickIndex(random, max - min + 1);
}

function pick<T>(random: Random, list: readonly T[]): T {
  const value = list[pickIndex(random, list.length)];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
}

function clampLikert(value: number): Likert {
  return Math.min(5, Math.max(1, Math.round(value))) as Likert;
}

/** A time on day `daysAgo`, between 8:00 and 21:00 after that day's start. */
function onDay(now: number, daysAgo: number, random: Random): number {
  return startOfDay(now - daysAgo * DAY_MS) + between(random, 8, 21) * HOUR_MS;
}

function moods({ userId, now }: DemoOptions, days: number, random: Random) {
  const out: DemoInput<'mood_tracking'>[] = [];
  for (let ago = days - 1; ago >= 0; ago -= 1) {
    if (random() < 0.2) continue; // people skip days
    // A slow climb from about 2.8 to 3.8 with day-to-day noise: what a few weeks of coaching might look like.
    const trend = 2.8 + (1 - ago / days);
    out.push({
      user_id: userId,
      mood_rating: clampLikert(trend + (random() - 0.5) * 2),
      context: pick(random, DEMO_MOOD_CONTEXTS),
      timestamp: Math.min(now, onDay(now, ago, random)),
      metadata: demoMetadata(),
    });
  }
  return out;
}

function journal({ userId, now, mbtiType }: DemoOptions, days: number, random: Random) {
  const step = Math.max(1, Math.floor(days / DEMO_JOURNAL.length));
  return DEMO_JOURNAL.map(([title, content], index): DemoInput<'journal_entries'> => {
    const ago = Math.max(0, days - 1 - index * step);
    return {
      user_id: userId,
      title,
      content,
      mood_rating: clampLikert(2 + random() * 3),
      tags: JSON.stringify(['reflectie']),
      category: 'reflection',
      mbti_type: mbtiType,
      is_private: true,
      is_favorite: random() < 0.2,
      word_count: content.split(/\s+/).length,
      date: startOfDay(now - ago * DAY_MS),
      metadata: demoMetadata(),
    };
  });
}

function goals({ userId, now }: DemoOptions, random: Random) {
  const out: DemoInput<'daily_goals'>[] = [];
  for (let ago = 13; ago >= 0; ago -= 1) {
    const count = between(random, 1, 2);
    for (let n = 0; n < count; n += 1) {
      const [text, category] = pick(random, DEMO_GOALS);
      const done = ago > 0 && random() < 0.65;
      const target = startOfDay(now - ago * DAY_MS);
      out.push({
        user_id: userId,
        goal_text: text,
        goal_category: category,
        is_completed: done,
        ...(done ? { completed_at: Math.min(now, onDay(now, ago, random)) } : {}),
        target_date: target,
        priority: n === 0 ? 'high' : 'medium',
        metadata: demoMetadata(),
      });
    }
  }
  return out;
}

function tasks({ userId, now }: DemoOptions, random: Random) {
  return DEMO_TASKS.map(([title, priority]): DemoInput<'tasks'> => ({
    user_id: userId,
    title,
    completed: random() < 0.3,
    priority,
    due_date: startOfDay(now + between(random, -3, 10) * DAY_MS),
    metadata: demoMetadata(),
  }));
}

function holisticAnswers(level: number, random: Random): HolisticAnswers {
  const ids = [...WELLNESS_ITEM_IDS, ...HOLISTIC_ITEM_IDS];
  return Object.fromEntries(ids.map((id) => [id, clampLikert(level + (random() - 0.5) * 2.5)]));
}

function assessments({ userId, now, mbtiType }: DemoOptions, days: number, random: Random) {
  const points = [
    { ago: days - 1, level: 2.8, timePoint: 'baseline' },
    { ago: 1, level: 3.4, timePoint: `week_${Math.floor((days - 2) / 7)}` },
  ];
  return points.map(({ ago, level, timePoint }): DemoInput<'wellness_assessments'> => {
    const answers = holisticAnswers(level, random);
    const score = scoreHolistic(answers);
    if (!score.ok) throw new Error('demo answers are always complete');
    return {
      user_id: userId,
      assessment_id: HOLISTIC_INSTRUMENT,
      time_point: timePoint,
      answers_encrypted: JSON.stringify(answers),
      scores_json: JSON.stringify(score.result),
      mbti_type: mbtiType,
      assessment_type: HOLISTIC_ASSESSMENT_TYPE,
      completed_at: onDay(now, ago, random),
      metadata: demoMetadata({ answers: 'plain' }),
    };
  });
}

function questionnaires({ userId, now, mbtiType }: DemoOptions, days: number, random: Random) {
  return DEMO_LEVENSGEBIEDEN.flatMap(([levensgebied, level]) =>
    [days - 3, 6].map((ago, round): DemoInput<'levensgebieden_questionnaires'> => {
      const answers = Object.fromEntries(
        Array.from({ length: 8 }, (_, i) => [
          `q${i + 1}`,
          Math.min(10, Math.max(0, Math.round(level + round + (random() - 0.5) * 3))),
        ]),
      );
      const values = Object.values(answers);
      return {
        user_id: userId,
        levensgebied,
        answers_json: JSON.stringify(answers),
        total_score: Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10,
        completed_at: onDay(now, ago, random),
        assessment_type: 'standard',
        mbti_type: mbtiType,
        metadata: demoMetadata(),
      };
    }),
  );
}

export function generateDemoData(options: DemoOptions): DemoRecords {
  const random = createPrng(options.seed);
  const days = (options.weeks ?? 6) * 7;
  return {
    journal_entries: journal(options, days, random),
    mood_tracking: moods(options, days, random),
    daily_goals: goals(options, random),
    tasks: tasks(options, random),
    wellness_assessments: assessments(options, days, random),
    levensgebieden_questionnaires: questionnaires(options, days, random),
  };
}
