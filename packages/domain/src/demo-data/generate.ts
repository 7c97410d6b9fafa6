// Generates a few weeks of realistic demo data for one profile in one language; pure: `now` and the seed are passed in.
import { moodSummary, type MoodPoint } from '../daily/moods';
import { startOfDay } from '../daily/days';
import type { EntityOf } from '../entities/registry';
import { HOLISTIC_ITEM_IDS } from '../holistic-wellness/sections';
import { HOLISTIC_ASSESSMENT_TYPE, HOLISTIC_INSTRUMENT } from '../holistic-wellness/history';
import { scoreHolistic, type HolisticAnswers } from '../holistic-wellness/score';
import { moodEmoji, readingTimeMinutes, wordCount } from '../journal';
import { LEVENSGEBIED_ASSESSMENT_TYPE, levensgebiedItems } from '../levensgebied/items';
import { questionnaireAnswerValues } from '../levensgebied/score';
import { LIFE_AREA_NAMES } from '../life-areas';
import type { Milestone } from '../life-area-progress';
import type { MbtiType } from '../mbti';
import type { Likert } from '../personality/likert';
import { createPrng, pickIndex } from '../personality/prng';
import { questionnaireMean } from '../questionnaires';
import { DAY_MS, HOUR_MS } from '../time';
import { WELLNESS_ITEM_IDS } from '../wellness/items';
import { likertAnswersAround } from './answers';
import { demoMetadata, type DemoTable } from './marker';
import {
  DEMO_GOAL_PLAN,
  DEMO_JOURNAL_PLAN,
  DEMO_MOOD_CONTEXT_PLAN,
  DEMO_PROGRESS_PLAN,
  DEMO_QUESTIONNAIRE_PLAN,
  DEMO_TASK_PLAN,
} from './plan';
import { demoTexts, type DemoTexts } from './texts';

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
  /** Language (or locale) of the texts: nl en de es fr ja ko; anything else gives Dutch. */
  language?: string;
};

type Random = () => number;

type Context = DemoOptions & { days: number; texts: DemoTexts; random: Random };

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

/** A time on day `daysAgo`, between 8:00 and 21:00 after that day's start, never after `now`. */
function onDay(now: number, daysAgo: number, random: Random): number {
  return Math.min(now, startOfDay(now - daysAgo * DAY_MS) + between(random, 8, 21) * HOUR_MS);
}

function moods({ userId, now, days, texts, random }: Context) {
  const out: DemoInput<'mood_tracking'>[] = [];
  const points: MoodPoint[] = [];
  for (let ago = days - 1; ago >= 0; ago -= 1) {
    if (random() < 0.2) continue; // people skip days
    // A slow climb from about 2.8 to 3.8 with day-to-day noise: what a few weeks of coaching might look like.
    const trend = 2.8 + (1 - ago / days);
    const rating = clampLikert(trend + (random() - 0.5) * 2);
    const place = pick(random, DEMO_MOOD_CONTEXT_PLAN);
    const timestamp = onDay(now, ago, random);
    // What the check-in screen stores with each mood: the averages and trend up to that moment.
    points.push({ rating, at: timestamp });
    const summary = moodSummary(points, timestamp);
    out.push({
      user_id: userId,
      mood_rating: rating,
      mood_emoji: moodEmoji(rating),
      context: texts.moodContexts[place.key],
      ...(place.triggers.length > 0 ? { triggers: JSON.stringify(place.triggers) } : {}),
      ...(place.activities.length > 0 ? { activities: JSON.stringify(place.activities) } : {}),
      trend_direction: summary.trend,
      weekly_average: summary.weeklyAverage ?? rating,
      monthly_average: summary.monthlyAverage ?? rating,
      timestamp,
      metadata: demoMetadata(),
    });
  }
  return out;
}

/** Entries for the journal screens (enhanced_journal_entries), oldest first, the last one today. */
function journal({ userId, now, mbtiType, days, texts, random }: Context) {
  const last = DEMO_JOURNAL_PLAN.length - 1;
  return DEMO_JOURNAL_PLAN.map((plan, index): DemoInput<'enhanced_journal_entries'> => {
    const ago = Math.round((days - 1) * (1 - index / last));
    const { title, content } = texts.journal[plan.key];
    return {
      user_id: userId,
      title,
      content,
      mood_rating: plan.mood,
      mood_emoji: moodEmoji(plan.mood),
      tags: JSON.stringify(plan.tags.map((tag) => texts.tags[tag])),
      category: plan.category,
      ...('levensgebied' in plan ? { levensgebied: plan.levensgebied } : {}),
      mbti_type: mbtiType,
      is_private: true,
      is_favorite: random() < 0.2,
      is_public: false,
      share_with_ai: false,
      word_count: wordCount(content),
      reading_time_minutes: readingTimeMinutes(content),
      date: onDay(now, ago, random),
      metadata: demoMetadata(),
    };
  });
}

function goals({ userId, now, texts, random }: Context) {
  const out: DemoInput<'daily_goals'>[] = [];
  for (let ago = 13; ago >= 0; ago -= 1) {
    const count = between(random, 1, 2);
    for (let n = 0; n < count; n += 1) {
      const plan = pick(random, DEMO_GOAL_PLAN);
      const done = ago > 0 && random() < 0.65;
      out.push({
        user_id: userId,
        goal_text: texts.goals[plan.key],
        goal_emoji: plan.emoji,
        goal_category: plan.category,
        is_completed: done,
        ...(done ? { completed_at: onDay(now, ago, random) } : {}),
        target_date: startOfDay(now - ago * DAY_MS),
        priority: n === 0 ? 'high' : 'medium',
        metadata: demoMetadata(),
      });
    }
  }
  return out;
}

function tasks({ userId, now, texts, random }: Context) {
  return DEMO_TASK_PLAN.map((plan): DemoInput<'tasks'> => ({
    user_id: userId,
    title: texts.tasks[plan.key],
    category: plan.category,
    completed: random() < 0.3,
    priority: plan.priority,
    due_date: startOfDay(now + between(random, -3, 10) * DAY_MS),
    metadata: demoMetadata(),
  }));
}

function holisticAnswers(level: number, random: Random): HolisticAnswers {
  const ids = [...WELLNESS_ITEM_IDS, ...HOLISTIC_ITEM_IDS];
  return Object.fromEntries(ids.map((id) => [id, clampLikert(level + (random() - 0.5) * 2.5)]));
}

function assessments({ userId, now, mbtiType, days, random }: Context) {
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

/** Stored exactly as the levensgebied form saves them: 0-10 values by item id, their mean as total_score. */
function questionnaires({ userId, now, mbtiType, days, random }: Context) {
  return DEMO_QUESTIONNAIRE_PLAN.flatMap(({ levensgebied, rounds }) =>
    rounds.map(({ at, level }): DemoInput<'levensgebieden_questionnaires'> => {
      const answers = likertAnswersAround(levensgebiedItems(levensgebied), level, random);
      const values = questionnaireAnswerValues(levensgebied, answers);
      if (!values) throw new Error(`demo answers for ${levensgebied} are always complete`);
      return {
        user_id: userId,
        levensgebied,
        answers_json: JSON.stringify(values),
        total_score: questionnaireMean(values),
        completed_at: onDay(now, Math.round((days - 1) * (1 - at)), random),
        assessment_type: LEVENSGEBIED_ASSESSMENT_TYPE,
        mbti_type: mbtiType,
        metadata: demoMetadata(),
      };
    }),
  );
}

/**
 * One record per life area, as the progress editor stores them; two are due for an update. There may be only
 * one record per user and area, so the writer leaves out areas that already have one.
 */
function progress({ userId, now, texts, random }: Context) {
  return LIFE_AREA_NAMES.map((area): DemoInput<'life_areas_progress'> => {
    const plan = DEMO_PROGRESS_PLAN[area];
    const words = texts.progress[area];
    const milestones: Milestone[] = words.milestones.map((title, index) => ({
      title,
      reached: index < plan.reached,
    }));
    return {
      user_id: userId,
      area_name: area,
      progress_level: plan.level + between(random, -3, 3),
      notes: words.notes,
      goals: JSON.stringify(words.goals),
      achievements: JSON.stringify(words.achievements),
      milestones: JSON.stringify(milestones),
      update_frequency: plan.frequency,
      // A few hours earlier than the planned day, so whether it is due does not hinge on the time of day.
      last_updated: now - plan.updatedDaysAgo * DAY_MS - between(random, 1, 8) * HOUR_MS,
      metadata: demoMetadata(),
    };
  });
}

export function generateDemoData(options: DemoOptions): DemoRecords {
  const context: Context = {
    ...options,
    days: (options.weeks ?? 6) * 7,
    texts: demoTexts(options.language),
    random: createPrng(options.seed),
  };
  return {
    enhanced_journal_entries: journal(context),
    mood_tracking: moods(context),
    daily_goals: goals(context),
    tasks: tasks(context),
    wellness_assessments: assessments(context),
    levensgebieden_questionnaires: questionnaires(context),
    life_areas_progress: progress(context),
  };
}
