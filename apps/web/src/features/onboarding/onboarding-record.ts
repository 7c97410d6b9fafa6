// Draft <-> onboarding_states columns. Reading is defensive: a damaged field falls back to its empty value.
import {
  MBTI_TYPES,
  isLikert,
  isMbtiType,
  isSupportedLanguage,
  parseJsonList,
  parseJsonObject,
  type Likert,
  type MbtiType,
  type OnboardingState,
} from '@groeipad/domain';
import {
  COACH_TONES,
  COACHING_FREQUENCIES,
  COACHING_GOALS,
  emptyDraft,
  type OnboardingDraft,
  type StepFlags,
  type StepStatus,
  type TestDraft,
  type WellnessDraft,
} from './onboarding-draft';
import type { OnboardingStepNumber } from './onboarding-steps';

/** The columns the flow owns; wellness_data holds the plain JSON here (the store may encrypt it). */
export type OnboardingColumns = Pick<
  OnboardingState,
  | 'user_id'
  | 'current_step'
  | 'step_completed_flags'
  | 'user_data'
  | 'mbti_data'
  | 'wellness_data'
  | 'notification_preferences'
  | 'interests'
  | 'context_data'
  | 'verification_status'
>;

export function draftToColumns(draft: OnboardingDraft): OnboardingColumns {
  const { personal, test, coaching } = draft;
  return {
    user_id: draft.userId,
    current_step: draft.currentStep,
    step_completed_flags: JSON.stringify(draft.flags),
    user_data: JSON.stringify({
      id: draft.userId,
      name: personal.name,
      email: personal.email,
      language: personal.language,
      timezone: personal.timezone,
      knowsType: personal.knowsType,
      knownType: personal.knownType,
      mbtiType: personal.knowsType ? personal.knownType : (test.result?.type ?? ''),
    }),
    mbti_data: JSON.stringify({
      length: test.length,
      answers: test.answers,
      result: test.result,
      profileId: draft.profileId,
      source: personal.knowsType ? 'self-reported' : 'test',
    }),
    wellness_data: JSON.stringify(draft.wellness),
    notification_preferences: JSON.stringify({
      frequency: coaching.frequency,
      reminderTime: coaching.reminderTime,
    }),
    interests: JSON.stringify(coaching.goals),
    context_data: JSON.stringify({ coachTone: coaching.tone }),
    verification_status: personal.email === '' ? 'no_email' : 'unverified',
  };
}

function oneOf<T extends string>(list: readonly T[], value: unknown, fallback: T): T {
  return list.find((item) => item === value) ?? fallback;
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

function likertAnswers(value: unknown): Record<string, Likert> {
  const answers: Record<string, Likert> = {};
  if (value === null || typeof value !== 'object') return answers;
  for (const [id, answer] of Object.entries(value as Record<string, unknown>)) {
    if (isLikert(answer)) answers[id] = answer;
  }
  return answers;
}

function flagsOf(textValue: string): StepFlags {
  const raw = parseJsonObject(textValue);
  const flag = (step: OnboardingStepNumber): StepStatus => {
    const value = raw[String(step)];
    return value === true || value === 'skipped-known' ? value : false;
  };
  return { 1: flag(1), 2: flag(2), 3: flag(3), 4: flag(4), 5: flag(5) };
}

/** The stored JSON result is trusted only if it still names a type (older or damaged data is re-scored). */
function testOf(textValue: string | undefined): TestDraft {
  const raw = parseJsonObject(textValue);
  const result = raw.result as TestDraft['result'] | undefined;
  return {
    length: raw.length === 'long' ? 'long' : 'short',
    answers: likertAnswers(raw.answers),
    ...(result && isMbtiType(result.type) ? { result } : {}),
  };
}

/** Parses plain wellness JSON (the store decrypts first when needed). */
export function wellnessOf(textValue: string | undefined): WellnessDraft {
  const raw = parseJsonObject(textValue);
  const result = raw.result as WellnessDraft['result'] | undefined;
  return {
    answers: likertAnswers(raw.answers),
    ...(result && typeof result.overall === 'number' ? { result } : {}),
    ...(typeof raw.recordId === 'string' ? { recordId: raw.recordId } : {}),
  };
}

export function columnsToDraft(
  record: OnboardingState,
  wellnessJson: string | undefined,
  defaults: OnboardingDraft,
): OnboardingDraft {
  const user = parseJsonObject(record.user_data);
  const mbti = parseJsonObject(record.mbti_data);
  const notifications = parseJsonObject(record.notification_preferences);
  const context = parseJsonObject(record.context_data);
  const base = emptyDraft(record.user_id, defaults.personal.language, defaults.personal.timezone);
  const step = record.current_step as OnboardingStepNumber;
  return {
    ...base,
    recordId: record.id,
    currentStep: step,
    flags: flagsOf(record.step_completed_flags),
    personal: {
      name: text(user.name, ''),
      email: text(user.email, ''),
      language: isSupportedLanguage(user.language) ? user.language : base.personal.language,
      timezone: text(user.timezone, base.personal.timezone),
      knowsType: user.knowsType === true,
      knownType: oneOf<MbtiType | ''>(MBTI_TYPES, user.knownType, ''),
    },
    test: testOf(record.mbti_data),
    wellness: wellnessOf(wellnessJson),
    coaching: {
      frequency: oneOf(COACHING_FREQUENCIES, notifications.frequency, base.coaching.frequency),
      goals: parseJsonList(record.interests).filter(
        (goal): goal is (typeof COACHING_GOALS)[number] =>
          COACHING_GOALS.some((known) => known === goal),
      ),
      tone: oneOf(COACH_TONES, context.coachTone, base.coaching.tone),
      reminderTime: text(notifications.reminderTime, base.coaching.reminderTime),
    },
    ...(typeof mbti.profileId === 'string' ? { profileId: mbti.profileId } : {}),
  };
}
