import { COACHING_SETTINGS } from '@groeipad/domain';
import { createRepository } from '@groeipad/local-db';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_USER_ID } from '../../testing/database';
import { countryOf, loadCoachContext, moodTrendOf, themesOf } from './coach-context';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-05-20T12:00:00');
const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

describe('moodTrendOf', () => {
  it('has no trend without moods', () => {
    expect(moodTrendOf([], NOW)).toBeNull();
  });
  it('compares the last week with the week before on the 1-5 scale', () => {
    const moods = [
      { mood_rating: 4, timestamp: NOW - 12 * DAY },
      { mood_rating: 4, timestamp: NOW - 10 * DAY },
      { mood_rating: 2, timestamp: NOW - 3 * DAY },
      { mood_rating: 3, timestamp: NOW - 1 * DAY },
    ];
    const points = moods.map((m) => ({ rating: m.mood_rating, at: m.timestamp }));
    expect(moodTrendOf(points, NOW)).toEqual({ direction: 'down', average: 3.3, count: 4 });
    expect(
      moodTrendOf(
        points.map((p) => ({ ...p, rating: 6 - p.rating })),
        NOW,
      )?.direction,
    ).toBe('up');
  });
  it('calls a small change steady', () => {
    const points = [
      { rating: 3, at: NOW - 9 * DAY },
      { rating: 3, at: NOW - 2 * DAY },
    ];
    expect(moodTrendOf(points, NOW)?.direction).toBe('steady');
  });
});

describe('themesOf and countryOf', () => {
  it('keeps tags that recur, most frequent first', () => {
    const entries = [
      { primary_tag: 'Werk', secondary_tags: '["slaap"]' },
      { primary_tag: 'werk', tags: '["familie"]' },
      { primary_tag: 'slaap' },
      { primary_tag: 'eenmalig', secondary_tags: 'geen json' },
    ];
    expect(themesOf(entries)).toEqual(['slaap', 'werk']);
  });
  it('reads the region of a locale', () => {
    expect(countryOf('nl-BE')).toBe('BE');
    expect(countryOf('en_us')).toBe('US');
    expect(countryOf('ja')).toBeNull();
    expect(countryOf(null)).toBeNull();
  });
  it('prefers the time zone: a Dutch speaker with an American browser in Amsterdam is in NL', () => {
    expect(countryOf('en-US', 'Europe/Amsterdam')).toBe('NL');
    expect(countryOf('nl-NL', 'Australia/Sydney')).toBe('AU');
    expect(countryOf('de-DE', 'Asia/Kolkata')).toBe('DE');
  });
});

describe('loadCoachContext', () => {
  it('is empty but valid for a fresh profile', async () => {
    const { db } = await openTestDatabase();
    closers.push(() => db.close());
    const context = await loadCoachContext({
      db,
      userId: TEST_USER_ID,
      mbtiType: 'INFJ',
      displayName: 'Anna',
      language: 'nl',
      locale: 'nl-NL',
      now: NOW,
    });
    expect(context).toEqual({
      language: 'nl',
      country: 'NL',
      mbtiType: 'INFJ',
      displayName: 'Anna',
      tone: null,
      coachingGoals: [],
      moodTrend: null,
      openDailyGoals: [],
      weakestLifeArea: null,
      journalThemes: [],
      // The hour on the device clock, so the offline coach can fit a technique to the evening.
      localHour: new Date(NOW).getHours(),
    });
  });

  it('takes tone and goals from the settings screen over the onboarding answers', async () => {
    const { db } = await openTestDatabase({ now: () => NOW });
    closers.push(() => db.close());
    const ctx = { now: () => NOW, actor: TEST_USER_ID };
    await createRepository(db, 'onboarding_states', ctx).create({
      user_id: TEST_USER_ID,
      current_step: 5,
      step_completed_flags: '{}',
      user_data: JSON.stringify({ id: TEST_USER_ID }),
      onboarded_at: NOW,
      context_data: JSON.stringify({ coachTone: 'warm' }),
      interests: JSON.stringify(['stress_management']),
    });
    const input = {
      db,
      userId: TEST_USER_ID,
      mbtiType: 'INFJ' as const,
      displayName: 'Anna',
      language: 'nl' as const,
      locale: 'nl-NL',
      now: NOW,
    };
    expect(await loadCoachContext(input)).toMatchObject({
      tone: 'warm',
      coachingGoals: ['stress_management'],
    });
    const settings = createRepository(db, 'settings', ctx);
    await settings.create({
      user_id: TEST_USER_ID,
      key: COACHING_SETTINGS.tone.key,
      value: 'direct',
      category: 'coaching',
      data_type: 'string',
    });
    await settings.create({
      user_id: TEST_USER_ID,
      key: COACHING_SETTINGS.goals.key,
      value: JSON.stringify(['sleep', 'self_confidence']),
      category: 'coaching',
      data_type: 'json',
    });
    expect(await loadCoachContext(input)).toMatchObject({
      tone: 'direct',
      coachingGoals: ['sleep', 'self_confidence'],
    });
  });

  it("reads the user's own moods, open goals of today and weakest life area", async () => {
    const { db } = await openTestDatabase({ now: () => NOW });
    closers.push(() => db.close());
    const ctx = { now: () => NOW, actor: TEST_USER_ID };
    const moods = createRepository(db, 'mood_tracking', ctx);
    await moods.create({ user_id: TEST_USER_ID, mood_rating: 2, timestamp: NOW - DAY });
    await moods.create({ user_id: 'someone-else', mood_rating: 5, timestamp: NOW - DAY });
    const goals = createRepository(db, 'daily_goals', ctx);
    const today = new Date(NOW);
    today.setHours(9, 0, 0, 0);
    await goals.create({
      user_id: TEST_USER_ID,
      goal_text: '20 minuten wandelen',
      goal_category: 'health',
      priority: 'medium',
      is_completed: false,
      target_date: today.getTime(),
    });
    await goals.create({
      user_id: TEST_USER_ID,
      goal_text: 'Al gedaan',
      goal_category: 'health',
      priority: 'medium',
      is_completed: true,
      completed_at: NOW,
      target_date: today.getTime(),
    });
    await goals.create({
      user_id: TEST_USER_ID,
      goal_text: 'Gisteren',
      goal_category: 'health',
      priority: 'medium',
      is_completed: false,
      target_date: today.getTime() - DAY,
    });
    const areas = createRepository(db, 'levensgebieden_questionnaires', ctx);
    for (const [levensgebied, total_score] of [
      ['financieen', 3.5],
      ['socialeRelaties', 7],
    ] as const)
      await areas.create({
        user_id: TEST_USER_ID,
        levensgebied,
        answers_json: '[]',
        total_score,
        completed_at: NOW - DAY,
        assessment_type: 'standard',
        mbti_type: 'INFJ',
      });
    const context = await loadCoachContext({
      db,
      userId: TEST_USER_ID,
      mbtiType: 'INFJ',
      displayName: 'Anna',
      language: 'nl',
      locale: 'nl-NL',
      now: NOW,
    });
    expect(context.moodTrend).toEqual({ direction: 'steady', average: 2, count: 1 });
    expect(context.openDailyGoals).toEqual(['20 minuten wandelen']);
    expect(context.weakestLifeArea).toEqual({ id: 'financieen', score: 35 });
  });
});
