import { afterEach, describe, expect, it } from 'vitest';
import { clock, DAY } from '../testing/daily-inputs';
import type { CreateInput } from '../repository';
import { openTestDb, T0 } from '../testing/database';
import type { GroeipadDb } from '../types';
import { rewindSessionsRepository, superInsightKey, superInsightsRepository } from './insights';

let db: GroeipadDb;
afterEach(() => db?.close());

async function setup() {
  db = (await openTestDb()).db;
  const time = clock();
  const ctx = { now: time.now, actor: 'user-1' };
  return {
    rewinds: rewindSessionsRepository(db, ctx),
    insights: superInsightsRepository(db, ctx),
    time,
  };
}

function rewind(
  sessionDate: number,
  type = 'week',
  user = 'user-1',
): CreateInput<'rewind_sessions'> {
  return {
    user_id: user,
    session_type: type,
    session_title: 'Terugblik op je week',
    session_data: JSON.stringify({ counts: { entries: 3 } }),
    insights: JSON.stringify(['Je schreef 3 notities.']),
    recommendations: JSON.stringify(['Wat ging er goed?']),
    session_date: sessionDate,
    is_premium: false,
  };
}

function insight(key: string, generatedAt = T0): CreateInput<'super_insights'> {
  return {
    user_id: 'user-1',
    insight_type: 'marker_mood',
    title: "'wandelen' en je stemming",
    content: 'Op dagen waarop je wandelde, was je stemming 1,5 hoger.',
    data_sources: JSON.stringify(['mood_tracking']),
    confidence_score: 0.9,
    actionable_items: JSON.stringify(['Plan een wandeling.']),
    is_premium: false,
    generated_at: generatedAt,
    metadata: JSON.stringify({ key, evidence: { with: 4.25 } }),
  };
}

describe('rewindSessionsRepository', () => {
  it('lists a user’s saved look backs, newest period first', async () => {
    const { rewinds } = await setup();
    await rewinds.save(rewind(T0 - 14 * DAY));
    await rewinds.save(rewind(T0));
    await rewinds.save(rewind(T0 - 30 * DAY, 'month'));
    await rewinds.save(rewind(T0, 'week', 'user-2'));
    const listed = await rewinds.forUser('user-1');
    expect(listed.map((s) => [s.session_type, s.session_date])).toEqual([
      ['week', T0],
      ['week', T0 - 14 * DAY],
      ['month', T0 - 30 * DAY],
    ]);
  });

  it('replaces the saved look back of the same period instead of listing it twice', async () => {
    const { rewinds, time } = await setup();
    const first = await rewinds.save(rewind(T0));
    time.advance(1_000);
    const again = await rewinds.save({ ...rewind(T0), insights: JSON.stringify(['Nieuw.']) });
    expect(again.id).toBe(first.id);
    expect(again).toMatchObject({ created_at: T0, updated_at: T0 + 1_000, insights: '["Nieuw."]' });
    // A month that starts on the same day is another period.
    await rewinds.save(rewind(T0, 'month'));
    expect(await rewinds.count()).toBe(2);
  });

  it('refuses an invalid look back', async () => {
    const { rewinds } = await setup();
    await expect(
      rewinds.save({ ...rewind(T0), session_type: undefined, session_title: undefined }),
    ).rejects.toThrow();
    expect(await rewinds.count()).toBe(0);
  });
});

describe('superInsightsRepository', () => {
  it('pins an insight once per key and lists the pinned, newest first', async () => {
    const { insights, time } = await setup();
    const walk = await insights.pin(insight('marker_mood:activity:walking'));
    await insights.pin(insight('task_due', T0 + DAY));
    time.advance(500);
    const again = await insights.pin({ ...insight('marker_mood:activity:walking', T0 + 2 * DAY) });
    expect(again.id).toBe(walk.id);
    const listed = await insights.forUser('user-1');
    expect(listed.map((p) => superInsightKey(p))).toEqual([
      'marker_mood:activity:walking',
      'task_due',
    ]);
    await insights.remove(walk.id);
    expect((await insights.forUser('user-1')).map((p) => superInsightKey(p))).toEqual(['task_due']);
  });

  it('needs a key to pin', async () => {
    const { insights } = await setup();
    await expect(insights.pin({ ...insight('x'), metadata: undefined })).rejects.toThrow(
      RangeError,
    );
    expect(superInsightKey({ metadata: 'not json' })).toBeUndefined();
  });
});
