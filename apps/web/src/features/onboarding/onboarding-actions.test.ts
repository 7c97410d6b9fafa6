import { LONG_TEST, SHORT_TEST, type Likert } from '@groeipad/domain';
import { decryptForDevice, isEnvelope, type GroeipadDb } from '@groeipad/local-db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  submitCoaching,
  submitPersonal,
  submitTest,
  submitWellness,
  withTestAnswer,
  withTestLength,
  withWellnessAnswer,
} from './onboarding-actions';
import type { OnboardingDraft } from './onboarding-draft';
import { createOnboardingStore, type OnboardingStore } from './onboarding-store';
import {
  ANNA,
  NOW,
  freshDraft,
  openOnboardingDb,
  shortAnswers,
  tableCounts,
  wellnessAnswers,
} from '../../testing/features/onboarding-db';

let db: GroeipadDb;
let store: OnboardingStore;

beforeEach(async () => {
  db = await openOnboardingDb();
  store = createOnboardingStore(db, () => NOW);
});
afterEach(() => db.close());

const EMPTY = {
  onboarding_states: 0,
  users: 0,
  mbti_profiles: 0,
  wellness_assessments: 0,
  settings: 0,
};

async function afterStep1(personal = ANNA): Promise<OnboardingDraft> {
  const outcome = await submitPersonal(store, freshDraft(), personal);
  if (!outcome.ok) throw new Error('step 1 should pass');
  return outcome.draft;
}

/** Answers every short-test item through the per-answer save, as the screen does. */
async function answerAll(draft: OnboardingDraft, answers: Record<string, Likert>) {
  let current = draft;
  for (const [id, value] of Object.entries(answers)) {
    current = withTestAnswer(current, id, value);
    current = await store.save(current);
  }
  return current;
}

describe('step 1', () => {
  it('writes nothing at all for an invalid step', async () => {
    const outcome = await submitPersonal(store, freshDraft(), { ...ANNA, email: 'anna@' });
    expect(outcome).toStrictEqual({ ok: false, errors: { email: 'emailInvalid' } });
    const noName = await submitPersonal(store, freshDraft(), { ...ANNA, name: ' ' });
    expect(noName.ok).toBe(false);
    expect(await tableCounts(db)).toEqual(EMPTY);
  });

  it('creates the one onboarding_states record and goes to the test', async () => {
    const outcome = await submitPersonal(store, freshDraft(), ANNA);
    expect(outcome.ok && outcome.next).toBe(2);
    const [record] = await db.onboarding_states.toArray();
    expect(record).toMatchObject({
      user_id: 'user-1',
      current_step: 2,
      onboarded_at: null,
      verification_status: 'unverified',
    });
    expect(JSON.parse(record?.step_completed_flags ?? '')).toEqual({
      1: true,
      2: false,
      3: false,
      4: false,
      5: false,
    });
    expect(JSON.parse(record?.user_data ?? '')).toMatchObject({
      id: 'user-1',
      name: 'Anna de Vries',
      email: 'anna@example.nl',
      language: 'nl',
      timezone: 'Europe/Amsterdam',
    });
    expect(await tableCounts(db)).toEqual({ ...EMPTY, onboarding_states: 1 });
  });

  it('"I already know my type" skips the test and stores a self-reported profile without confidence', async () => {
    const outcome = await submitPersonal(store, freshDraft(), {
      ...ANNA,
      knowsType: true,
      knownType: 'ENFP',
    });
    if (!outcome.ok) throw new Error('should pass');
    expect(outcome.next).toBe(3);
    expect(outcome.draft.flags[2]).toBe('skipped-known');
    const profiles = await db.mbti_profiles.toArray();
    expect(profiles).toHaveLength(1);
    expect(profiles[0]).toMatchObject({
      user_id: 'user-1',
      mbti_type: 'ENFP',
      test_version: 'self-reported',
    });
    expect(profiles[0]?.confidence_score).toBeUndefined();

    // Saving step 1 again (after going back) rewrites the same profile, never a second one.
    const again = await submitPersonal(store, outcome.draft, {
      ...ANNA,
      knowsType: true,
      knownType: 'INTJ',
    });
    expect(again.ok).toBe(true);
    expect((await db.mbti_profiles.toArray()).map((p) => p.mbti_type)).toEqual(['INTJ']);
    expect(await db.onboarding_states.count()).toBe(1);
  });
});

describe('step 2 and resuming', () => {
  it('keeps half-answered questions across a reload and scores once complete', async () => {
    const draft = await afterStep1();
    const half = Object.fromEntries(Object.entries(shortAnswers(5)).slice(0, 4));
    await answerAll(draft, half);

    const reloaded = await createOnboardingStore(db, () => NOW).load(freshDraft());
    expect(reloaded?.currentStep).toBe(2);
    expect(reloaded?.test.answers).toEqual(half);
    expect(reloaded?.personal.name).toBe('Anna de Vries');

    const early = await submitTest(store, reloaded ?? draft);
    expect(early.ok).toBe(false);
    expect(!early.ok && early.errors.missing).toHaveLength(SHORT_TEST.items.length - 4);
    expect(await db.mbti_profiles.count()).toBe(0);

    const full = await answerAll(reloaded ?? draft, shortAnswers(5));
    const scored = await submitTest(store, full);
    if (!scored.ok) throw new Error('should score');
    const [profile] = await db.mbti_profiles.toArray();
    expect(profile).toMatchObject({
      mbti_type: scored.draft.test.result?.type,
      confidence_score: scored.draft.test.result?.confidence,
      test_version: 'groeipad-short-1',
    });
    expect(JSON.parse(profile?.profile_data ?? '')).toMatchObject({
      source: 'test',
      dimensions: scored.draft.test.result?.dimensions,
    });
    expect(scored.draft.flags[2]).toBe(true);
  });

  it('a changed answer makes the result stale; switching to the long test keeps the answers', async () => {
    const scored = await submitTest(store, await answerAll(await afterStep1(), shortAnswers()));
    if (!scored.ok) throw new Error('should score');
    const changed = withTestAnswer(scored.draft, SHORT_TEST.items[0]?.id ?? '', 1);
    expect(changed.test.result).toBeUndefined();
    expect(changed.flags[2]).toBe(false);

    const long = withTestLength(changed, 'long');
    expect(long.test.length).toBe('long');
    expect(Object.keys(long.test.answers)).toHaveLength(SHORT_TEST.items.length);
    const missing = await submitTest(store, long);
    expect(!missing.ok && missing.errors.missing).toHaveLength(
      LONG_TEST.items.length - SHORT_TEST.items.length,
    );
  });
});

describe('step 3', () => {
  async function atWellness() {
    const draft = await afterStep1({ ...ANNA, knowsType: true, knownType: 'ISFJ' });
    let current = draft;
    for (const [id, value] of Object.entries(wellnessAnswers(4))) {
      current = await store.save(withWellnessAnswer(current, id as 'sleep', value));
    }
    return current;
  }

  it('stores the assessment with plain answers by default', async () => {
    const outcome = await submitWellness(store, await atWellness());
    if (!outcome.ok) throw new Error('should score');
    const [record] = await db.wellness_assessments.toArray();
    expect(record).toMatchObject({
      user_id: 'user-1',
      time_point: 'onboarding',
      assessment_type: 'onboarding',
      mbti_type: 'ISFJ',
      completed_at: NOW,
    });
    expect(JSON.parse(record?.answers_encrypted ?? '')).toEqual(wellnessAnswers(4));
    expect(JSON.parse(record?.metadata ?? '')).toEqual({ answers: 'plain' });
    expect(JSON.parse(record?.scores_json ?? '')).toEqual(outcome.draft.wellness.result);

    // A second pass rewrites the same record.
    await submitWellness(store, outcome.draft);
    expect(await db.wellness_assessments.count()).toBe(1);
  });

  it('encrypts the answers (and the unfinished ones) when the privacy setting says so', async () => {
    const draft = await afterStep1({ ...ANNA, knowsType: true, knownType: 'ISFJ' });
    await store.setEncryptWellness('user-1', true);
    expect(await store.encryptWellness('user-1')).toBe(true);
    const answered = await store.save(withWellnessAnswer(draft, 'sleep', 2));
    const state = await db.onboarding_states.get(answered.recordId ?? '');
    expect(isEnvelope(state?.wellness_data ?? '')).toBe(true);
    const reloaded = await store.load(freshDraft());
    expect(reloaded?.wellness.answers).toEqual({ sleep: 2 });

    const full = await atWellness();
    const outcome = await submitWellness(store, full);
    if (!outcome.ok) throw new Error('should score');
    const [record] = await db.wellness_assessments.toArray();
    expect(isEnvelope(record?.answers_encrypted ?? '')).toBe(true);
    expect(JSON.parse(record?.metadata ?? '')).toEqual({ answers: 'device-encrypted' });
    const plain = await decryptForDevice(db, record?.answers_encrypted ?? '', record?.id);
    expect(JSON.parse(plain)).toEqual(wellnessAnswers(4));
  });
});

describe('step 4', () => {
  it('writes nothing for an invalid step, and saves a valid one', async () => {
    const draft = await afterStep1();
    const before = await db.onboarding_states.get(draft.recordId ?? '');
    const invalid = await submitCoaching(store, draft, { ...draft.coaching, goals: [] });
    expect(invalid).toStrictEqual({ ok: false, errors: { goals: 'goalsRequired' } });
    expect(await db.onboarding_states.get(draft.recordId ?? '')).toEqual(before);

    const values = {
      frequency: 'daily' as const,
      goals: ['stress_management' as const],
      tone: 'direct' as const,
      reminderTime: '07:30',
    };
    const valid = await submitCoaching(store, draft, values);
    expect(valid.ok && valid.next).toBe(5);
    const reloaded = await store.load(freshDraft());
    expect(reloaded?.coaching).toEqual(values);
    expect(reloaded?.currentStep).toBe(5);
  });
});
