import { describe, expect, it } from 'vitest';
import { chosenType, reachableStep, resolveStep } from './onboarding-draft';
import { freshDraft } from '../../testing/features/onboarding-db';

describe('reachableStep and resolveStep', () => {
  it('a new draft reaches only step 1, and any later step goes back to it', () => {
    const draft = freshDraft();
    expect(reachableStep(draft)).toBe(1);
    expect(resolveStep(draft, 1)).toBe(1);
    expect(resolveStep(draft, 3)).toBe(1);
    expect(resolveStep(draft, 5)).toBe(1);
  });

  it('a step skipped because the type is known counts as passed', () => {
    const draft = { ...freshDraft(), currentStep: 3 as const };
    draft.flags = { 1: true, 2: 'skipped-known', 3: false, 4: false, 5: false };
    expect(reachableStep(draft)).toBe(3);
    expect(resolveStep(draft, 2)).toBe(2);
    expect(resolveStep(draft, 4)).toBe(3);
  });

  it('back is always allowed; later than reached goes to the current step', () => {
    const draft = { ...freshDraft(), currentStep: 2 as const };
    draft.flags = { 1: true, 2: true, 3: true, 4: false, 5: false };
    expect(reachableStep(draft)).toBe(4);
    expect(resolveStep(draft, 1)).toBe(1);
    expect(resolveStep(draft, 4)).toBe(4);
    expect(resolveStep(draft, 5)).toBe(2);
  });

  it('after steps 1-4 every step is open', () => {
    const draft = freshDraft();
    draft.flags = { 1: true, 2: true, 3: true, 4: true, 5: false };
    expect(reachableStep(draft)).toBe(5);
  });
});

describe('chosenType', () => {
  it('is the known type when the user knows it, else the test result', () => {
    const draft = freshDraft();
    expect(chosenType(draft)).toBeUndefined();
    draft.personal = { ...draft.personal, knowsType: true, knownType: 'INFJ' };
    expect(chosenType(draft)).toBe('INFJ');
    draft.personal = { ...draft.personal, knowsType: false };
    expect(chosenType(draft)).toBeUndefined();
  });
});
