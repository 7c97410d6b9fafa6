// The five onboarding steps in the spec's order and their route paths /onboarding/step-1 .. step-5.
export const ONBOARDING_STEPS = ['personal', 'mbti', 'wellness', 'coaching', 'complete'] as const;
export type OnboardingStepKey = (typeof ONBOARDING_STEPS)[number];
export type OnboardingStepNumber = 1 | 2 | 3 | 4 | 5;

export const ONBOARDING_STEP_COUNT = ONBOARDING_STEPS.length;

export function onboardingStepPath(step: OnboardingStepNumber): string {
  return `/onboarding/step-${step}`;
}

/** 'step-3' -> 3; anything else (step-0, step-6, step-03, 'intro') is not a step. */
export function parseOnboardingStep(segment: string | undefined): OnboardingStepNumber | undefined {
  const match = /^step-([1-5])$/.exec(segment ?? '');
  return match ? (Number(match[1]) as OnboardingStepNumber) : undefined;
}

export function onboardingStepKey(step: OnboardingStepNumber): OnboardingStepKey {
  return ONBOARDING_STEPS[step - 1] ?? 'personal';
}
