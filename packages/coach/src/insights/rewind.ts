// A look back over a week or month: what the user did, how they felt, their best and hardest day, and questions.
import { averageMood, moodPointsOf, MOOD_TREND_THRESHOLD, type MoodPoint } from '@groeipad/domain';
import { INSIGHT_CONTENT, fill } from './content';
import { dayAverages, dayKeyer, inRange, moodsPerDay } from './days';
import { formatDay, formatPeriod } from './format';
import { pickHighlight } from './highlight';
import { rewindLines, rewindQuestions } from './rewind-texts';
import { round2 } from './stats';
import { topThemes } from './themes';
import type { Rewind, RewindDay, RewindInput, RewindMood } from './types';

/** Fewer entries, check-ins and daily goals than this in a period make no look back worth reading. */
export const MIN_REWIND_RECORDS = 3;

type DayMood = { day: string; average: number; moods: number };

/** Best and hardest day by mean mood; none when fewer than two days differ. Ties: more moods, then earlier. */
function extremes(perDay: Map<string, number[]>): { best?: DayMood; hardest?: DayMood } {
  const days: DayMood[] = [...dayAverages(perDay)].map(([day, average]) => ({
    day,
    average: round2(average),
    moods: perDay.get(day)?.length ?? 0,
  }));
  if (days.length < 2) return {};
  const byDay = (a: DayMood, b: DayMood) => b.moods - a.moods || a.day.localeCompare(b.day);
  const best = [...days].sort((a, b) => b.average - a.average || byDay(a, b))[0];
  const hardest = [...days].sort((a, b) => a.average - b.average || byDay(a, b))[0];
  if (!best || !hardest || best.average === hardest.average) return {};
  return { best, hardest };
}

/** The period's average mood and the one before, as every screen computes it (decision 039). */
function moodOf(points: MoodPoint[], input: RewindInput, previousFrom: number): RewindMood {
  const { from, to, timeZone } = input;
  const current = averageMood(points, from, to, timeZone);
  const { average } = current;
  const previousAverage = averageMood(points, previousFrom, from, timeZone).average;
  return {
    average,
    previousAverage,
    change: average === null || previousAverage === null ? null : round2(average - previousAverage),
    days: current.days,
  };
}

export function buildRewind(input: RewindInput): Rewind {
  const { period, from, to, language, timeZone } = input;
  const previousFrom = input.previousFrom ?? from - (to - from);
  const keyOf = dayKeyer(timeZone);
  const inPeriod = (ms: number) => inRange(ms, from, to);

  const entries = input.entries.filter((e) => inPeriod(e.date));
  const moods = input.moods.filter((m) => inPeriod(m.timestamp));
  const goals = input.goals.filter((g) => inPeriod(g.target_date));
  const points = moodPointsOf({ checkIns: input.moods, entries: input.entries });
  const perDay = moodsPerDay(keyOf, moods, entries);
  const { best, hardest } = extremes(perDay);
  const label = (day: DayMood): RewindDay => ({
    ...day,
    label: formatDay(day.day, language, timeZone),
  });

  const counts = {
    entries: entries.length,
    words: entries.reduce((sum, e) => sum + e.word_count, 0),
    moods: moods.length,
    goalsDone: goals.filter((g) => g.is_completed).length,
    goalsTotal: goals.length,
    // Tasks keep no completion time: a done task belongs to the period it was last changed in.
    tasksDone: input.tasks.filter((t) => t.completed && inPeriod(t.updated_at)).length,
    planningSessions: input.planning.filter((p) => inPeriod(p.session_date)).length,
  };
  const facts = {
    period,
    counts,
    mood: moodOf(points, input, previousFrom),
    bestDay: best ? label(best) : null,
    hardestDay: hardest ? label(hardest) : null,
    themes: topThemes(entries),
  };
  const improving = facts.mood.change !== null && facts.mood.change >= MOOD_TREND_THRESHOLD;
  const declining = facts.mood.change !== null && facts.mood.change <= -MOOD_TREND_THRESHOLD;
  const range = formatPeriod(period, from, to, language, timeZone);
  return {
    ...facts,
    from,
    to,
    previousFrom,
    language,
    enoughData: entries.length + moods.length + goals.length >= MIN_REWIND_RECORDS,
    title: fill(INSIGHT_CONTENT[language].rewind.title[period], { range }),
    highlight: pickHighlight(entries),
    lines: rewindLines(facts, language, { improving, declining }),
    questions: rewindQuestions(facts, language, input.mbtiType, { improving, declining }),
  };
}
