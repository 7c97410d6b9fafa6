// What each step does with the draft: validate, change it, store it. An invalid step writes nothing.
import {
  LONG_TEST,
  SHORT_TEST,
  scorePersonality,
  scoreWellness,
  type Likert,
  type PersonalityTest,
  type WellnessItemId,
} from '@groeipad/domain';
import type {
  CoachingPreferences,
  OnboardingDraft,
  PersonalData,
  TestLength,
} from './onboarding-draft';
import type { OnboardingStepNumber } from './onboarding-steps';
import type { OnboardingStore } from './onboarding-store';
import {
  cleanPersonal,
  hasErrors,
  validateCoaching,
  validatePersonal,
  type CoachingErrors,
  type PersonalErrors,
} from './step-validation';

export type Outcome<E> =
  { ok: true; draft: OnboardingDraft; next: OnboardingStepNumber } | { ok: false; errors: E };

export function testOf(length: TestLength): PersonalityTest {
  return length === 'long' ? LONG_TEST : SHORT_TEST;
}

/** Only the answers of the chosen test count; the other test's answers stay in the draft. */
export function answersFor(test: PersonalityTest, answers: Record<string, Likert>) {
  return Object.fromEntries(
    test.items
      .filter((item) => answers[item.id] !== undefined)
      .map((item) => [item.id, answers[item.id]]),
  ) as Record<string, Likert>;
}

export async function submitPersonal(
  store: OnboardingStore,
  draft: OnboardingDraft,
  values: PersonalData,
): Promise<Outcome<PersonalErrors>> {
  const errors = validatePersonal(values);
  if (hasErrors(errors)) return { ok: false, errors };
  const personal = cleanPersonal(values);
  const testDone = draft.test.result !== undefined;
  const next: OnboardingStepNumber = personal.knowsType ? 3 : 2;
  let updated: OnboardingDraft = {
    ...draft,
    personal,
    currentStep: next,
    flags: { ...draft.flags, 1: true, 2: personal.knowsType ? 'skipped-known' : testDone },
  };
  // The one profile record follows the user's latest choice: the type they know, or their test result.
  if (personal.knowsType) updated = await store.saveProfile(updated);
  else if (draft.test.result) updated = await store.saveProfile(updated, draft.test.result);
  return { ok: true, draft: await store.save(updated), next };
}

/** An answer is saved as it is given; a changed answer makes an earlier result stale. */
export function withTestAnswer(draft: OnboardingDraft, id: string, value: Likert): OnboardingDraft {
  const { result: _stale, ...test } = draft.test;
  return {
    ...draft,
    test: { ...test, answers: { ...test.answers, [id]: value } },
    flags: { ...draft.flags, 2: false },
  };
}

export function withTestLength(draft: OnboardingDraft, length: TestLength): OnboardingDraft {
  if (draft.test.length === length) return draft;
  const { result: _stale, ...test } = draft.test;
  return { ...draft, test: { ...test, length }, flags: { ...draft.flags, 2: false } };
}

/** Scores the test and stores the profile; stays on step 2 to show the result. */
export async function submitTest(
  store: OnboardingStore,
  draft: OnboardingDraft,
): Promise<Outcome<{ missing: string[] }>> {
  const test = testOf(draft.test.length);
  const score = scorePersonality(test, answersFor(test, draft.test.answers));
  if (!score.ok) return { ok: false, errors: { missing: score.missing } };
  const scored: OnboardingDraft = {
    ...draft,
    test: { ...draft.test, result: score.result },
    flags: { ...draft.flags, 2: true },
  };
  const withProfile = await store.saveProfile(scored, score.result);
  return { ok: true, draft: await store.save(withProfile), next: 2 };
}

export function withWellnessAnswer(
  draft: OnboardingDraft,
  id: WellnessItemId,
  value: Likert,
): OnboardingDraft {
  const { result: _stale, ...wellness } = draft.wellness;
  return {
    ...draft,
    wellness: { ...wellness, answers: { ...wellness.answers, [id]: value } },
    flags: { ...draft.flags, 3: false },
  };
}

/** Scores the check and writes the wellness_assessments record; stays on step 3 to show the summary. */
export async function submitWellness(
  store: OnboardingStore,
  draft: OnboardingDraft,
): Promise<Outcome<{ missing: WellnessItemId[] }>> {
  const score = scoreWellness(draft.wellness.answers);
  if (!score.ok) return { ok: false, errors: { missing: score.missing } };
  const stored = await store.saveWellness(draft, score.result);
  const done = { ...stored, flags: { ...stored.flags, 3: true } };
  return { ok: true, draft: await store.save(done), next: 3 };
}

export async function submitCoaching(
  store: OnboardingStore,
  draft: OnboardingDraft,
  values: CoachingPreferences,
): Promise<Outcome<CoachingErrors>> {
  const errors = validateCoaching(values);
  if (hasErrors(errors)) return { ok: false, errors };
  const updated: OnboardingDraft = {
    ...draft,
    coaching: values,
    currentStep: 5,
    flags: { ...draft.flags, 4: true },
  };
  return { ok: true, draft: await store.save(updated), next: 5 };
}
