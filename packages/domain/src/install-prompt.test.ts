import { describe, expect, it } from 'vitest';
import {
  decideInstallPrompt,
  RECHECK_DELAY_MS,
  type InstallEngagement,
  type InstallPromptInput,
} from './install-prompt';

const now = 1_700_000_000_000;
const DAY = 86_400_000;

const engagement: InstallEngagement = {
  visitCount: 0,
  lastVisit: null,
  hasEngaged: false,
  dismissedCount: 0,
  lastDismissed: null,
};

function input(
  patch: Partial<Omit<InstallPromptInput, 'engagement'>>,
  data: Partial<InstallEngagement> = {},
): InstallPromptInput {
  return {
    installed: false,
    hasInstallEvent: true,
    path: '/journaling',
    onboardingCompleted: false,
    engagement: { ...engagement, ...data },
    now,
    ...patch,
  };
}

const hidden = {
  show: false,
  context: 'none',
  message: 'Installeer de app voor snellere toegang en offline functionaliteit',
  priority: 'low',
};
const onboarding = {
  show: true,
  context: 'onboarding',
  message: 'Welkom! Installeer de app voor de beste ervaring',
  priority: 'high',
};
const engaged = {
  show: true,
  context: 'engagement',
  message: 'Je gebruikt de app regelmatig - installeer voor snellere toegang',
  priority: 'medium',
};
const mainview = {
  show: true,
  context: 'mainview',
  message: 'Installeer de app voor offline toegang en push notificaties',
  priority: 'low',
};

describe('decideInstallPrompt', () => {
  it('re-checks after 1000 ms', () => {
    expect(RECHECK_DELAY_MS).toBe(1000);
  });

  it('never shows when installed or without an install event', () => {
    const strong = { visitCount: 1, hasEngaged: true };
    expect(
      decideInstallPrompt(input({ installed: true, onboardingCompleted: true }, strong)),
    ).toEqual(hidden);
    expect(
      decideInstallPrompt(input({ hasInstallEvent: false, onboardingCompleted: true }, strong)),
    ).toEqual(hidden);
  });

  it('stays quiet within 24 h of the last dismissal', () => {
    const base = input(
      { onboardingCompleted: true },
      { visitCount: 1, lastDismissed: now - DAY + 1 },
    );
    expect(decideInstallPrompt(base)).toEqual(hidden);
    const later = input({ onboardingCompleted: true }, { visitCount: 1, lastDismissed: now - DAY });
    expect(decideInstallPrompt(later)).toEqual(onboarding);
  });

  it('offers onboarding (high) after onboarding on the first visit only', () => {
    expect(decideInstallPrompt(input({ onboardingCompleted: true }, { visitCount: 1 }))).toEqual(
      onboarding,
    );
    expect(decideInstallPrompt(input({ onboardingCompleted: true }, { visitCount: 0 }))).toEqual(
      onboarding,
    );
    expect(decideInstallPrompt(input({ onboardingCompleted: true }, { visitCount: 2 }))).toEqual(
      hidden,
    );
    expect(decideInstallPrompt(input({ onboardingCompleted: false }, { visitCount: 1 }))).toEqual(
      hidden,
    );
  });

  it('offers engagement (medium) when engaged, 3+ visits and under 2 dismissals', () => {
    const data = {
      hasEngaged: true,
      visitCount: 3,
      dismissedCount: 1,
      lastDismissed: now - 2 * DAY,
    };
    expect(decideInstallPrompt(input({}, data))).toEqual(engaged);
    expect(decideInstallPrompt(input({}, { ...data, visitCount: 2 }))).toEqual(hidden);
    expect(decideInstallPrompt(input({}, { ...data, dismissedCount: 2 }))).toEqual(hidden);
    expect(decideInstallPrompt(input({}, { ...data, hasEngaged: false }))).toEqual(hidden);
  });

  it("offers the main view (low) on '/' with 2+ visits and under 3 dismissals", () => {
    const data = { visitCount: 2, dismissedCount: 2, lastDismissed: now - 2 * DAY };
    expect(decideInstallPrompt(input({ path: '/' }, data))).toEqual(mainview);
    expect(decideInstallPrompt(input({ path: '/?tab=1' }, data))).toEqual(mainview);
    expect(decideInstallPrompt(input({ path: '/' }, { ...data, visitCount: 1 }))).toEqual(hidden);
    expect(decideInstallPrompt(input({ path: '/' }, { ...data, dismissedCount: 3 }))).toEqual(
      hidden,
    );
    expect(decideInstallPrompt(input({ path: '/chat' }, data))).toEqual(hidden);
  });

  it('applies the rules in order: onboarding, engagement, main view', () => {
    const all = { visitCount: 1, hasEngaged: true };
    expect(decideInstallPrompt(input({ path: '/', onboardingCompleted: true }, all))).toEqual(
      onboarding,
    );
    const both = { visitCount: 3, hasEngaged: true };
    expect(decideInstallPrompt(input({ path: '/', onboardingCompleted: true }, both))).toEqual(
      engaged,
    );
    const mainOnly = {
      visitCount: 3,
      hasEngaged: true,
      dismissedCount: 2,
      lastDismissed: now - 2 * DAY,
    };
    expect(decideInstallPrompt(input({ path: '/' }, mainOnly))).toEqual(mainview);
  });
});
