// Mood on writing days, on days a daily goal was reached, and per weekday, each against the other days.
import { weekdayOfKey } from '@groeipad/domain';
import { dayAverages, moodsPerDay } from '../days';
import { splitAndCompare, type Candidate, type DetectorInput } from './candidate';

export function writingMoodInsight(input: DetectorInput): Candidate | null {
  // Check-ins only: an entry's own mood exists only on writing days and would tilt the comparison.
  const averages = dayAverages(moodsPerDay(input.keyOf, input.moods, [], true));
  const writingDays = new Set(input.entries.map((entry) => input.keyOf(entry.date)));
  const comparison = splitAndCompare(averages, (day) => writingDays.has(day));
  if (!comparison) return null;
  return {
    ...comparison,
    key: 'writing_mood',
    type: 'writing_mood',
    dataSources: ['enhanced_journal_entries', 'mood_tracking'],
  };
}

/** Days that had daily goals, up to yesterday: a day with at least one goal reached against a day with none. */
export function goalsMoodInsight(input: DetectorInput): Candidate | null {
  const averages = dayAverages(moodsPerDay(input.keyOf, input.moods, input.entries));
  const reached = new Map<string, boolean>();
  for (const goal of input.goals) {
    const day = input.keyOf(goal.target_date);
    if (day >= input.today) continue;
    reached.set(day, (reached.get(day) ?? false) || goal.is_completed);
  }
  const goalDays = new Map([...averages].filter(([day]) => reached.has(day)));
  const comparison = splitAndCompare(goalDays, (day) => reached.get(day) === true);
  if (!comparison) return null;
  return {
    ...comparison,
    key: 'goals_mood',
    type: 'goals_mood',
    dataSources: ['daily_goals', 'mood_tracking'],
  };
}

/** The weekday whose mood differs most from the other days, if any differs clearly. */
export function weekdayMoodInsight(input: DetectorInput): Candidate | null {
  const averages = dayAverages(moodsPerDay(input.keyOf, input.moods, input.entries));
  let best: Candidate | null = null;
  for (let weekday = 0; weekday < 7; weekday++) {
    const comparison = splitAndCompare(averages, (day) => weekdayOfKey(day) === weekday);
    if (!comparison) continue;
    if (best && Math.abs(best.statistic) >= Math.abs(comparison.statistic)) continue;
    best = {
      ...comparison,
      key: `weekday_mood:${weekday}`,
      type: 'weekday_mood',
      dataSources: ['mood_tracking', 'enhanced_journal_entries'],
      weekday,
    };
  }
  return best;
}
