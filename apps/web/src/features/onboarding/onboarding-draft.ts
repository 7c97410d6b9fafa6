// The onboarding answers in memory: one draft per onboarding, saved after every step and answer.
import {
  DEFAULT_REMINDER_TIME,
  type CoachingFrequency,
  type CoachingGoal,
  type CoachTone,
  type Language,
  type Likert,
  type MbtiType,
  type PersonalityResult,
  type WellnessItemId,
  type WellnessResult,
} from '@groeipad/domain';
import type { OnboardingStepNumber } from './onboarding-steps';

// The choices of step 4 live in the domain: the settings screen shows and changes them too.
export {
  COACH_TONES,
  COACHING_FREQUENCIES,
  COACHING_GOALS,
  DEFAULT_REMINDER_TIME,
  type CoachingFrequency,
  type CoachingGoal,
  type CoachTone,
} from '@groeipad/domain';

/** true: done; 'skipped-known': step 2 skipped because the user already knows their type. */
export type StepStatus = boolean | 'skipped-known';
export type StepFlags = Record<OnboardingStepNumber, StepStatus>;

export type PersonalData = {
  name: string;
  email: string;
  language: Language;
  timezone: string;
  knowsType: boolean;
  /** '' while nothing is chosen. */
  knownType: MbtiType | '';
};

export type TestLength = 'short' | 'long';

export type TestDraft = {
  length: TestLength;
  /** Kept per item id, for both tests, so switching test or going back loses nothing. */
  answers: Record<string, Likert>;
  /** Set once the test is scored; cleared when an answer changes afterwards. */
  result?: PersonalityResult;
};

export type WellnessDraft = {
  answers: Partial<Record<WellnessItemId, Likert>>;
  result?: WellnessResult;
  /** The id of this onboarding's wellness_assessments record, once written (rewritten on a second pass). */
  recordId?: string;
};

export type CoachingPreferences = {
  frequency: CoachingFrequency;
  goals: CoachingGoal[];
  tone: CoachTone;
  /** 'HH:MM', 24-hour. */
  reminderTime: string;
};

export type OnboardingDraft = {
  /** The one onboarding_states record; undefined until step 1 is first saved. */
  recordId?: string;
  userId: string;
  currentStep: OnboardingStepNumber;
  flags: StepFlags;
  personal: PersonalData;
  test: TestDraft;
  wellness: WellnessDraft;
  coaching: CoachingPreferences;
  /** The mbti_profiles record of this onboarding, once written (self-reported or from the test). */
  profileId?: string;
};

export function emptyDraft(userId: string, language: Language, timezone: string): OnboardingDraft {
  return {
    userId,
    currentStep: 1,
    flags: { 1: false, 2: false, 3: false, 4: false, 5: false },
    personal: { name: '', email: '', language, timezone, knowsType: false, knownType: '' },
    test: { length: 'short', answers: {} },
    wellness: { answers: {} },
    coaching: { frequency: 'weekly', goals: [], tone: 'warm', reminderTime: DEFAULT_REMINDER_TIME },
  };
}

function passed(status: StepStatus): boolean {
  return status !== false;
}

/** The furthest step the user may open: the first one not yet done (or skipped). */
export function reachableStep(draft: OnboardingDraft): OnboardingStepNumber {
  for (const step of [1, 2, 3, 4] as const) {
    if (!passed(draft.flags[step])) return step;
  }
  return 5;
}

/**
 * Which step to show for a requested one: any step up to the reachable one; a later one goes back to
 * the current step. (A new visit first resumes at the current step: the gate always sends people to step 1.)
 */
export function resolveStep(
  draft: OnboardingDraft,
  requested: OnboardingStepNumber,
): OnboardingStepNumber {
  const reachable = reachableStep(draft);
  if (requested <= reachable) return requested;
  return draft.currentStep <= reachable ? draft.currentStep : reachable;
}

/** The type the user ends up with: the known one, else the test's. */
export function chosenType(draft: OnboardingDraft): MbtiType | undefined {
  if (draft.personal.knowsType && draft.personal.knownType !== '') return draft.personal.knownType;
  return draft.test.result?.type;
}
