// Challenges that complete themselves (issue 20, decision 046): for the member's local day now, which of
// today's picks and of the challenges of their running runs are satisfied by their own records of that day
// (a journal entry long enough, a mood check-in, a daily goal done, tasks done, a questionnaire, a wellness
// check), each marked done once with the record kind as its source.
import {
  challengeProgress,
  dayKey,
  doneDayFrom,
  journalEntryLongEnough,
  memberDailyPicks,
  runFrom,
  shiftDayKey,
  startOfDayKey,
  type CatalogueChallenge,
  type ChallengeCompletion,
  type DayKey,
} from '@groeipad/domain';
import { challengeDoneDays, challengeRuns } from '../queries/challenges';
import { completedGoalsBetween } from '../queries/goals';
import { entriesBetween } from '../queries/journal';
import { moodsBetween } from '../queries/moods';
import { levensgebiedQuestionnaires } from '../queries/questionnaires';
import { userTasks } from '../queries/tasks';
import { userById } from '../queries/users';
import { wellnessAssessments } from '../queries/wellness';
import type { RepositoryContext } from '../repository';
import type { GroeipadDb } from '../types';
import { markChallengeDone } from './challenge-days';

/** The tables whose records complete challenges: a write to one of them is a reason to look again. */
export const AUTO_COMPLETION_TABLES = [
  'enhanced_journal_entries',
  'mood_tracking',
  'daily_goals',
  'tasks',
  'levensgebieden_questionnaires',
  'wellness_assessments',
] as const;

type Day = { userId: string; from: number; to: number };

const within = (time: number | undefined, day: Day) =>
  time !== undefined && time >= day.from && time < day.to;

/** Whether the member's records of the day satisfy `completion` (never a manual one). */
async function satisfied(
  db: GroeipadDb,
  completion: ChallengeCompletion,
  day: Day,
): Promise<boolean> {
  const { userId, from, to } = day;
  switch (completion.kind) {
    case 'journal_entry': {
      const entries = await entriesBetween(db, userId, from, to);
      return entries.some((entry) =>
        journalEntryLongEnough(
          completion,
          [entry.content, entry.gratitude_content].filter(Boolean).join('\n'),
        ),
      );
    }
    case 'mood_checkin':
      return (await moodsBetween(db, userId, from, to)).length > 0;
    case 'daily_goal_done':
      // A goal for the day ticked off that day (a carried-over goal gets the day as its target).
      return (await completedGoalsBetween(db, userId, from, to)).some(
        (goal) => goal.completed_at === undefined || within(goal.completed_at, day),
      );
    case 'task_done': {
      // Tasks keep no completion time: a task ticked off and last changed during the day counts.
      const tasks = await userTasks(db, userId);
      return (
        tasks.filter((task) => task.completed && within(task.updated_at, day)).length >=
        completion.count
      );
    }
    case 'life_area_check':
      return (await levensgebiedQuestionnaires(db, userId)).some(
        (record) =>
          within(record.completed_at, day) &&
          (completion.area === undefined || record.levensgebied === completion.area),
      );
    case 'wellness_check':
      return (await wellnessAssessments(db, userId)).some((record) =>
        within(record.completed_at, day),
      );
    case 'manual':
      return false;
  }
}

/** Today's picks and the challenges of runs whose window holds today, that complete themselves. */
async function candidates(
  db: GroeipadDb,
  userId: string,
  today: DayKey,
  timeZone: string,
  at: number,
) {
  const [days, runs, user, questionnaires] = await Promise.all([
    challengeDoneDays(db, userId),
    challengeRuns(db, userId),
    userById(db, userId),
    levensgebiedQuestionnaires(db, userId),
  ]);
  const progress = challengeProgress({
    doneDays: days.flatMap((d) => doneDayFrom(d) ?? []),
    runs: runs.flatMap((r) => runFrom(r) ?? []),
    today: { localDate: today, timeZone, at },
  });
  const doneDaysById = Object.fromEntries(
    Object.entries(progress.byChallenge).map(([id, entry]) => [id, entry.doneDays]),
  );
  const picks = user
    ? memberDailyPicks({
        userId,
        type: user.mbti_type,
        today,
        areaScores: questionnaires.flatMap((row) =>
          typeof row.total_score === 'number'
            ? [{ area: row.levensgebied, score: row.total_score, completedAt: row.completed_at }]
            : [],
        ),
        doneDaysById,
      })
    : [];
  const running = progress.runs
    .filter((run) => !run.over && run.run.periodStart <= today && today <= run.endsOn)
    .map((run) => run.challenge);
  const found = new Map<string, CatalogueChallenge>();
  for (const challenge of [...picks, ...running]) {
    if (challenge.completesBy.kind === 'manual') continue;
    if (doneDaysById[challenge.id]?.includes(today)) continue;
    found.set(challenge.id, challenge);
  }
  return [...found.values()];
}

/**
 * Marks done, for the device's local day of `at`, each candidate challenge the member's (ctx.actor's)
 * records of that day satisfy. Returns the ids newly done; running it again finds nothing new.
 */
export async function autoCompleteChallenges(
  db: GroeipadDb,
  ctx: RepositoryContext,
  input: { at: number; timeZone: string },
): Promise<string[]> {
  const userId = ctx.actor;
  const today = dayKey(input.at, input.timeZone);
  const day: Day = {
    userId,
    from: startOfDayKey(today, input.timeZone),
    to: startOfDayKey(shiftDayKey(today, 1), input.timeZone),
  };
  const done: string[] = [];
  for (const challenge of await candidates(db, userId, today, input.timeZone, input.at)) {
    if (!(await satisfied(db, challenge.completesBy, day))) continue;
    const { created } = await markChallengeDone(db, ctx, {
      challengeId: challenge.id,
      at: input.at,
      timeZone: input.timeZone,
      source: challenge.completesBy.kind,
    });
    if (created) done.push(challenge.id);
  }
  return done;
}
