// The look back in words: friendly summary sentences and 2-3 reflection questions for the next period.
import type { Language, MbtiType } from '@groeipad/domain';
import { INSIGHT_CONTENT, phrase } from './content';
import { formatCount, formatDecimal, formatList } from './format';
import type { Rewind } from './types';

export type RewindFacts = Pick<
  Rewind,
  'period' | 'counts' | 'mood' | 'bestDay' | 'hardestDay' | 'themes'
>;
export type RewindTrend = { improving: boolean; declining: boolean };

export const MAX_QUESTIONS = 3;
export const MIN_QUESTIONS = 2;
/** Below this share of daily goals done, the question is about making goals smaller. */
const LOW_GOAL_RATE = 0.5;
const HIGH_GOAL_RATE = 0.8;
/** A rate from fewer goals says little. */
const MIN_GOALS_FOR_QUESTION = 3;
/** A hardest day this low gets its own question; a mildly lower day does not. */
const HARD_DAY_MOOD = 2.5;

function temperament(type: MbtiType): 'NF' | 'NT' | 'SJ' | 'SP' {
  if (type[1] === 'N') return type[2] === 'F' ? 'NF' : 'NT';
  return type[3] === 'J' ? 'SJ' : 'SP';
}

export function rewindLines(facts: RewindFacts, language: Language, trend: RewindTrend): string[] {
  const text = INSIGHT_CONTENT[language].rewind;
  const { counts, mood, period } = facts;
  const periodWords = INSIGHT_CONTENT[language].period;
  const number = (value: number) => formatCount(value, language);
  const decimal = (value: number) => formatDecimal(value, language);
  const lines: string[] = [];
  lines.push(
    counts.entries > 0
      ? phrase(language, text.writing, { count: counts.entries, words: number(counts.words) })
      : phrase(language, text.noWriting, { this: periodWords.this[period] }),
  );
  if (mood.average === null) {
    lines.push(phrase(language, text.noMoods, { this: periodWords.this[period] }));
  } else {
    const average = decimal(mood.average);
    lines.push(
      counts.moods > 0
        ? phrase(language, text.moods, { count: counts.moods, average })
        : phrase(language, text.moodsFromEntries, { average }),
    );
  }
  if (mood.change !== null) {
    const change = decimal(Math.abs(mood.change));
    const previous = periodWords.previous[period];
    const template = trend.improving
      ? text.moodUp
      : trend.declining
        ? text.moodDown
        : text.moodSame;
    lines.push(phrase(language, template, { change, previous }));
  }
  if (counts.goalsTotal > 0) {
    const rate = Math.round((counts.goalsDone / counts.goalsTotal) * 100);
    lines.push(
      phrase(language, text.goals, { done: counts.goalsDone, total: counts.goalsTotal, rate }),
    );
  }
  if (counts.tasksDone > 0) lines.push(phrase(language, text.tasks, { count: counts.tasksDone }));
  if (counts.planningSessions > 0) {
    lines.push(phrase(language, text.planning, { count: counts.planningSessions }));
  }
  if (facts.bestDay) {
    const { label, average } = facts.bestDay;
    lines.push(phrase(language, text.bestDay, { day: label, average: decimal(average) }));
  }
  if (facts.hardestDay) {
    const { label, average } = facts.hardestDay;
    lines.push(phrase(language, text.hardestDay, { day: label, average: decimal(average) }));
  }
  if (facts.themes.length > 0) {
    const themes = formatList(
      facts.themes.map((t) => t.theme),
      language,
    );
    lines.push(phrase(language, text.themes, { themes }));
  }
  return lines;
}

/** Most telling first: a dip, a hard day, a good day, goals, a theme; the type's question and pride fill up. */
export function rewindQuestions(
  facts: RewindFacts,
  language: Language,
  mbtiType: MbtiType | null,
  trend: RewindTrend,
): string[] {
  const q = INSIGHT_CONTENT[language].rewind.questions;
  const { period, counts } = facts;
  const words = INSIGHT_CONTENT[language].period;
  const values = { this: words.this[period], next: words.next[period] };
  const found: string[] = [];
  const ask = (template: string, extra: Record<string, string> = {}) =>
    found.push(phrase(language, template, { ...values, ...extra }));

  if (trend.declining) ask(q.moodDown);
  if (facts.hardestDay && facts.hardestDay.average <= HARD_DAY_MOOD) {
    ask(q.hardestDay, { day: facts.hardestDay.label });
  }
  if (facts.bestDay) ask(q.bestDay, { day: facts.bestDay.label });
  if (trend.improving) ask(q.moodUp);
  if (counts.goalsTotal >= MIN_GOALS_FOR_QUESTION) {
    const rate = counts.goalsDone / counts.goalsTotal;
    if (rate < LOW_GOAL_RATE) ask(q.goalsLow);
    else if (rate >= HIGH_GOAL_RATE) ask(q.goalsHigh);
  }
  const theme = facts.themes[0];
  if (theme) ask(q.theme, { theme: theme.theme });
  if (counts.entries === 0) ask(q.noWriting);
  if (counts.moods === 0 && facts.mood.average === null) ask(q.noMoods);

  // Two from the data, then one that fits the user's type; pride when the data had little to ask.
  const chosen = found.slice(0, mbtiType ? MIN_QUESTIONS : MAX_QUESTIONS);
  if (mbtiType) chosen.push(phrase(language, q.type[temperament(mbtiType)], values));
  for (const extra of [...found, phrase(language, q.proud, values)]) {
    if (chosen.length >= MAX_QUESTIONS) break;
    if (!chosen.includes(extra)) chosen.push(extra);
  }
  return chosen.slice(0, MAX_QUESTIONS);
}
