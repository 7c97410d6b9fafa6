// A look back over a week or month: what the user did, how they felt, their best and hardest day, and questions.
import { MOOD_TREND_THRESHOLD } from '@groeipad/domain';
import { INSIGHT_CONTENT, fill } from './content';
import { dayAverages, dayKeyer, inRange, moodsPerDay } from './days';
import { formatDay, formatPeriod } from './format';
import { pickHighlight } from './highlight';
import { rewindLines, rewindQuestions } from './rewind-texts';
import { mean, round2 } from './stats';
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

function moodOf(ratings: number[], previous: number[], days: number): RewindMood {
  const average = mean(ratings);
  const previousAverage = mean(previous);
  return {
    average: average === null ? null : round2(average),
    previousAverage: previousAverage === null ? null : round2(previousAverage),
    change: average === null || previousAverage === null ? null : round2(average - previousAverage),
    days,
  };
}

export function buildRewind(input: RewindInput): Rewind {
  const { period, from, to, language, timeZone } = input;
  const previousFrom = input.previousFrom ?? from - (to - from);
  const keyOf = dayKeyer(timeZone);
  const inPeriod = (ms: number) => inRange(ms, from, to);
  const inPrevious = (ms: number) => inRange(ms, previousFrom, from);

  const entries = input.entries.filter((e) => inPeriod(e.date));
  const moods = input.moods.filter((m) => inPeriod(m.timestamp));
  const goals = input.goals.filter((g) => inPeriod(g.target_date));
  const ratings = moods.map((m) => m.mood_rating).concat(entries.map((e) => e.mood_rating));
  const previousRatings = input.moods
    .filter((m) => inPrevious(m.timestamp))
    .map((m) => m.mood_rating)
    .concat(input.entries.filter((e) => inPrevious(e.date)).map((e) => e.mood_rating));
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
    mood: moodOf(ratings, previousRatings, perDay.size),
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
