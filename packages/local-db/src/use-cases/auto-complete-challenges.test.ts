// Challenges that complete themselves, in a real (fake-indexeddb) database: each kind of record completes
// a running challenge of its kind on the member's local day; today's picks complete the same way; a record
// of another member or of yesterday, a too-short entry or a manual challenge completes nothing.
import {
  atWallTime,
  challengeDayId,
  memberDailyPicks,
  shiftDayKey,
  type DayKey,
} from '@groeipad/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { challengeDoneDays } from '../queries/challenges';
import { createRepository, type CreateInput } from '../repository';
import { enhancedInput, goalInput } from '../testing/daily-inputs';
import { moodInput, openTestDb, taskInput, userInput } from '../testing/database';
import type { GroeipadDb } from '../types';
import { autoCompleteChallenges } from './auto-complete-challenges';
import { joinChallenge, leaveChallenge } from './challenge-days';

const AMS = 'Europe/Amsterdam';
const DAY = '2026-06-03';
const at = (day: DayKey, minutes: number) => atWallTime(day, minutes, AMS);
const NOW = at(DAY, 21 * 60);

let db: GroeipadDb;
afterEach(() => db?.close());

const ctx = (actor = 'user-1') => ({ now: () => NOW, actor });

const words = (n: number) => Array.from({ length: n }, (_, i) => `woord${i}`).join(' ');

function questionnaire(
  completedAt: number,
  userId = 'user-1',
): CreateInput<'levensgebieden_questionnaires'> {
  return {
    user_id: userId,
    levensgebied: 'financieen',
    answers_json: '{}',
    total_score: 6,
    completed_at: completedAt,
    assessment_type: 'levensgebied',
    mbti_type: 'INFJ',
  };
}

function wellness(completedAt: number, userId = 'user-1'): CreateInput<'wellness_assessments'> {
  return {
    user_id: userId,
    assessment_id: 'groeipad-wellness-8-v1',
    time_point: 'check',
    answers_encrypted: '{}',
    scores_json: '{}',
    mbti_type: 'INFJ',
    assessment_type: 'holistic',
    completed_at: completedAt,
  };
}

/** Opens a database whose member runs `challengeId` (a weekly one) from the day before DAY. */
async function running(challengeId: string) {
  db = (await openTestDb()).db;
  const start = at(shiftDayKey(DAY, -1), 9 * 60);
  await joinChallenge(db, ctx(), { challengeId, at: start, timeZone: AMS, shareProgress: false });
}

const run = () => autoCompleteChallenges(db, ctx(), { at: NOW, timeZone: AMS });

describe('autoCompleteChallenges for a running challenge', () => {
  it('a journal entry of the day long enough completes a journal challenge; a short one does not', async () => {
    await running('gratitude-week'); // 30 words
    const entries = createRepository(db, 'enhanced_journal_entries', ctx());
    await entries.create({ ...enhancedInput(at(DAY, 8 * 60)), content: words(29) });
    expect(await run()).toEqual([]);
    await entries.create({ ...enhancedInput(at(DAY, 9 * 60)), content: words(30) });
    expect(await run()).toEqual(['gratitude-week']);
    expect(await db.challenge_analytics.get(challengeDayId('gratitude-week', DAY))).toMatchObject({
      source: 'journal_entry',
      local_date: DAY,
      time_zone: AMS,
      user_id: 'user-1',
    });
    // Again: already done today.
    expect(await run()).toEqual([]);
  });

  it('a mood check-in completes a mood challenge', async () => {
    await running('mood-week');
    await createRepository(db, 'mood_tracking', ctx()).create(moodInput(at(DAY, 7 * 60)));
    expect(await run()).toEqual(['mood-week']);
  });

  it('a daily goal of the day ticked off completes a goal challenge; an open one does not', async () => {
    await running('daily-goals-week');
    const goals = createRepository(db, 'daily_goals', ctx());
    await goals.create(goalInput(at(DAY, 0)));
    expect(await run()).toEqual([]);
    await goals.create({
      ...goalInput(at(DAY, 0)),
      is_completed: true,
      completed_at: at(DAY, 600),
    });
    expect(await run()).toEqual(['daily-goals-week']);
  });

  it('the number of tasks done that day completes a task challenge', async () => {
    await running('task-momentum-week'); // 2 tasks
    const tasks = createRepository(db, 'tasks', ctx());
    await tasks.create({ ...taskInput('Eén'), completed: true });
    await tasks.create({ ...taskInput('Open'), completed: false });
    expect(await run()).toEqual([]);
    await tasks.create({ ...taskInput('Twee'), completed: true });
    expect(await run()).toEqual(['task-momentum-week']);
  });

  it('a levensgebieden questionnaire completes a life-area challenge', async () => {
    await running('life-areas-review');
    await createRepository(db, 'levensgebieden_questionnaires', ctx()).create(
      questionnaire(at(DAY, 600)),
    );
    expect(await run()).toEqual(['life-areas-review']);
  });

  it('a wellness check completes a wellness challenge', async () => {
    await running('wellness-week');
    await createRepository(db, 'wellness_assessments', ctx()).create(wellness(at(DAY, 600)));
    expect(await run()).toEqual(['wellness-week']);
  });

  it("completes nothing from another member's records or from yesterday's", async () => {
    await running('mood-week');
    const moods = createRepository(db, 'mood_tracking', ctx());
    await moods.create({ ...moodInput(at(DAY, 600)), user_id: 'user-2' });
    // 23:59 yesterday in Amsterdam.
    await moods.create(moodInput(at(shiftDayKey(DAY, -1), 23 * 60 + 59)));
    expect(await run()).toEqual([]);
    expect(await challengeDoneDays(db, 'user-1')).toEqual([]);
  });

  it('completes nothing for a challenge nobody runs or picked, or after its run was left', async () => {
    db = (await openTestDb()).db;
    await createRepository(db, 'mood_tracking', ctx()).create(moodInput(at(DAY, 600)));
    expect(await run()).toEqual([]);
    const started = await joinChallenge(db, ctx(), {
      challengeId: 'mood-week',
      at: at(DAY, 60),
      timeZone: AMS,
      shareProgress: false,
    });
    await leaveChallenge(db, ctx(), started.id);
    expect(await run()).toEqual([]);
  });
});

describe("autoCompleteChallenges for today's picks", () => {
  it("completes today's picked challenge that the member's records satisfy, and no other", async () => {
    // A day on which the member's picks hold the mood check-in challenge (picks depend on member and day).
    const base = { userId: 'user-1', type: 'INFJ' as const, areaScores: [], doneDaysById: {} };
    const day = Array.from({ length: 120 }, (_, i) => shiftDayKey('2026-06-01', i)).find((d) =>
      memberDailyPicks({ ...base, today: d }).some((c) => c.id === 'mood-checkin-today'),
    )!;
    const other = Array.from({ length: 120 }, (_, i) => shiftDayKey('2026-06-01', i)).find(
      (d) =>
        !memberDailyPicks({ ...base, today: d }).some((c) => c.completesBy.kind === 'mood_checkin'),
    )!;
    db = (await openTestDb()).db;
    await createRepository(db, 'users', ctx()).create({ ...userInput(), id: 'user-1' });
    const moods = createRepository(db, 'mood_tracking', ctx());
    await moods.create(moodInput(at(other, 600)));
    await moods.create(moodInput(at(day, 600)));
    const on = (d: DayKey) =>
      autoCompleteChallenges(db, ctx(), { at: at(d, 20 * 60), timeZone: AMS });
    expect(await on(other)).toEqual([]);
    expect(await on(day)).toEqual(['mood-checkin-today']);
    expect(
      await db.challenge_analytics.get(challengeDayId('mood-checkin-today', day)),
    ).toMatchObject({ source: 'mood_checkin' });
  });
});
