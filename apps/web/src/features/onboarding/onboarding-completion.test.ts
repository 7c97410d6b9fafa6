import { isOnboarded, type GroeipadDb } from '@groeipad/local-db';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { submitCoaching, submitPersonal, submitTest, submitWellness } from './onboarding-actions';
import type { OnboardingDraft } from './onboarding-draft';
import { completeOnboarding, ONBOARDING_USER_DATA_KEY } from './onboarding-status';
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
  localStorage.clear();
  db = await openOnboardingDb('onboarding-completion-test');
  store = createOnboardingStore(db, () => NOW);
});
afterEach(() => {
  db.close();
  vi.restoreAllMocks();
});

function ok<T extends { ok: boolean }>(outcome: T): Extract<T, { ok: true }> {
  if (!outcome.ok) throw new Error('step should pass');
  return outcome as Extract<T, { ok: true }>;
}

/** Steps 1-4 through the same actions as the screens, with the test taken. */
async function throughStep4(): Promise<OnboardingDraft> {
  let draft = ok(await submitPersonal(store, freshDraft(), ANNA)).draft;
  draft = { ...draft, test: { ...draft.test, answers: shortAnswers(5) } };
  draft = ok(await submitTest(store, draft)).draft;
  draft = { ...draft, wellness: { answers: wellnessAnswers(3) } };
  draft = ok(await submitWellness(store, draft)).draft;
  const coaching = {
    frequency: 'weekly' as const,
    goals: ['self_awareness' as const, 'goal_achievement' as const],
    tone: 'playful' as const,
    reminderTime: '20:15',
  };
  return ok(await submitCoaching(store, draft, coaching)).draft;
}

describe('completeOnboarding with the flow draft', () => {
  it('creates the user, keeps the one profile, writes coaching settings and sets onboarded_at', async () => {
    const draft = await throughStep4();
    await completeOnboarding(db, {
      now: NOW + 1,
      userId: draft.userId,
      storage: localStorage,
      draft,
      darkMode: true,
    });

    const [user] = await db.users.toArray();
    expect(user).toMatchObject({
      id: 'user-1',
      name: 'Anna de Vries',
      email: 'anna@example.nl',
      mbti_type: draft.test.result?.type,
      language: 'nl',
      timezone: 'Europe/Amsterdam',
      premium_status: false,
      dark_mode: true,
      voice_enabled: false,
    });
    expect(await db.mbti_profiles.count()).toBe(1);
    const settings = await db.settings.where('user_id').equals('user-1').toArray();
    expect(Object.fromEntries(settings.map((s) => [s.key, s.value]))).toEqual({
      'coaching.frequency': 'weekly',
      'coaching.goals': '["self_awareness","goal_achievement"]',
      'coaching.tone': 'playful',
      'coaching.reminder_time': '20:15',
    });
    const [state] = await db.onboarding_states.toArray();
    expect(state).toMatchObject({ onboarded_at: NOW + 1, current_step: 5 });
    expect(JSON.parse(state?.step_completed_flags ?? '')).toEqual({
      1: true,
      2: true,
      3: true,
      4: true,
      5: true,
    });
    expect(await isOnboarded(db)).toBe(true);
    expect(localStorage.getItem('onboarding_completed')).toBe('true');
    expect(JSON.parse(localStorage.getItem(ONBOARDING_USER_DATA_KEY) ?? '')).toEqual({
      id: 'user-1',
      name: 'Anna de Vries',
      email: 'anna@example.nl',
      mbtiType: draft.test.result?.type,
      language: 'nl',
      timezone: 'Europe/Amsterdam',
    });
  });

  it('creates the profile at the end if none was stored on the way', async () => {
    const draft = await throughStep4();
    await db.mbti_profiles.clear();
    await completeOnboarding(db, { now: NOW, userId: 'user-1', storage: undefined, draft });
    expect((await db.mbti_profiles.toArray()).map((p) => p.test_version)).toEqual([
      'groeipad-short-1',
    ]);
  });

  it('writes nothing when one record is refused (one transaction)', async () => {
    const draft = await throughStep4();
    const before = await tableCounts(db);
    // An email the users schema refuses, as if validation had been skipped.
    const broken = { ...draft, personal: { ...draft.personal, email: 'not-an-email' } };
    await expect(
      completeOnboarding(db, { now: NOW, userId: 'user-1', storage: localStorage, draft: broken }),
    ).rejects.toThrow();
    expect(await tableCounts(db)).toEqual(before);
    expect(await db.users.count()).toBe(0);
    expect(await isOnboarded(db)).toBe(false);
    expect(localStorage.getItem('onboarding_completed')).toBeNull();
  });
});
