import { describe, expect, it } from 'vitest';
import {
  ONBOARDING_STEPS,
  onboardingStepKey,
  onboardingStepPath,
  parseOnboardingStep,
} from './onboarding-steps';

describe('onboarding steps', () => {
  it('are the five steps of SPEC.md section 2, in order', () => {
    expect(ONBOARDING_STEPS).toEqual(['personal', 'mbti', 'wellness', 'coaching', 'complete']);
    expect([1, 2, 3, 4, 5].map((n) => onboardingStepKey(n as 1))).toEqual([...ONBOARDING_STEPS]);
  });

  it('map to /onboarding/step-N and back', () => {
    expect(onboardingStepPath(1)).toBe('/onboarding/step-1');
    expect(onboardingStepPath(5)).toBe('/onboarding/step-5');
    expect(parseOnboardingStep('step-1')).toBe(1);
    expect(parseOnboardingStep('step-5')).toBe(5);
  });

  it.each(['step-0', 'step-6', 'step-03', 'step-', 'Step-1', 'step-1x', 'intro', '', undefined])(
    'rejects %j',
    (segment) => {
      expect(parseOnboardingStep(segment)).toBeUndefined();
    },
  );
});
