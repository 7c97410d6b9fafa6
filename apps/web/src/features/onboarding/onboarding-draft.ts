// The onboarding answers in memory: one draft per onboarding, saved after every step and answer.
import type {
  Language,
  Likert,
  MbtiType,
  PersonalityResult,
  WellnessItemId,
  WellnessResult,
} from '@groeipad/domain';
import type { OnboardingStepNumber } from './onboarding-steps';

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

export const COACHING_FREQUENCIES = ['daily', 'weekly', 'as_needed'] as const;
export type CoachingFrequency = (typeof COACHING_FREQUENCIES)[number];
export const COACHING_GOALS = [
  'self_awareness',
  'stress_management',
  'goal_achievement',
  'relationship_skills',
] as const;
export type CoachingGoal = (typeof COACHING_GOALS)[number];
/** Our decision (the spec names no tones): warm and encouraging, direct and brief, light and playful. */
export const COACH_TONES = ['warm', 'direct', 'playful'] as const;
export type CoachTone = (typeof COACH_TONES)[number];

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

export const DEFAULT_REMINDER_TIME = '09:00';

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
