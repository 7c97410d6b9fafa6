// The background runner completes a running challenge when a matching record is written, once at start for
// records already there, and nothing after it is stopped.
import { atWallTime, challengeDayId } from '@groeipad/domain';
import {
  challengeDoneDays,
  createRepository,
  joinChallenge,
  type GroeipadDb,
} from '@groeipad/local-db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDb, TEST_USER_ID } from '../../testing/database';
import { startChallengeAutoComplete } from './auto-complete-runner';

const AMS = 'Europe/Amsterdam';
const DAY = '2026-06-03';
const NOW = atWallTime(DAY, 20 * 60, AMS);
const clock = { now: () => NOW, timeZone: () => AMS };
const ctx = { now: () => NOW, actor: TEST_USER_ID };
const mood = (minutes: number) => ({
  user_id: TEST_USER_ID,
  mood_rating: 4,
  timestamp: atWallTime(DAY, minutes, AMS),
});

let db: GroeipadDb;
beforeEach(async () => {
  db = await openTestDb({ now: () => NOW });
  await joinChallenge(db, ctx, {
    challengeId: 'mood-week',
    at: NOW,
    timeZone: AMS,
    shareProgress: false,
  });
});
afterEach(() => db.close());

describe('startChallengeAutoComplete', () => {
  it('completes after a write of a record that satisfies a running challenge', async () => {
    const runner = startChallengeAutoComplete(db, clock);
    await runner.settled();
    expect(await challengeDoneDays(db, TEST_USER_ID)).toEqual([]);
    await createRepository(db, 'mood_tracking', ctx).create(mood(600));
    await runner.settled();
    expect((await challengeDoneDays(db, TEST_USER_ID)).map((d) => [d.id, d.source])).toEqual([
      [challengeDayId('mood-week', DAY), 'mood_checkin'],
    ]);
    runner.stop();
  });

  it('looks once at start, and no more after it is stopped', async () => {
    await createRepository(db, 'mood_tracking', ctx).create(mood(540));
    const runner = startChallengeAutoComplete(db, clock);
    await runner.settled();
    expect(await challengeDoneDays(db, TEST_USER_ID)).toHaveLength(1);
    runner.stop();
    await db.challenge_analytics.clear();
    await createRepository(db, 'mood_tracking', ctx).create(mood(600));
    await runner.settled();
    expect(await challengeDoneDays(db, TEST_USER_ID)).toEqual([]);
  });
});
