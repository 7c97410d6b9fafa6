// When and how to offer installing the app (SPEC 4 "Install prompt", SPEC 9 install prompt rules).
import { DAY_MS } from './time';

export type InstallContext = 'none' | 'onboarding' | 'engagement' | 'mainview';
export type InstallPriority = 'low' | 'medium' | 'high';

export type InstallEngagement = {
  visitCount: number;
  lastVisit: number | null;
  hasEngaged: boolean;
  dismissedCount: number;
  lastDismissed: number | null;
};

export type InstallPromptInput = {
  /** Running as an installed app (standalone display). */
  installed: boolean;
  /** A beforeinstallprompt event was captured, so the browser can install. */
  hasInstallEvent: boolean;
  path: string;
  onboardingCompleted: boolean;
  engagement: InstallEngagement;
  now: number;
};

export type InstallDecision = {
  show: boolean;
  context: InstallContext;
  message: string;
  priority: InstallPriority;
};

/** Re-evaluate this long after a route change, once the new screen has settled. */
export const RECHECK_DELAY_MS = 1000;
export const DISMISS_QUIET_MS = DAY_MS;

/** 'none' carries the spec's default message, for a card shown without a specific context. */
export const installPromptMessages: Record<InstallContext, string> = {
  onboarding: 'Welkom! Installeer de app voor de beste ervaring',
  engagement: 'Je gebruikt de app regelmatig - installeer voor snellere toegang',
  mainview: 'Installeer de app voor offline toegang en push notificaties',
  none: 'Installeer de app voor snellere toegang en offline functionaliteit',
};

function decision(context: InstallContext, priority: InstallPriority): InstallDecision {
  return { show: context !== 'none', context, message: installPromptMessages[context], priority };
}

/**
 * The first rule that matches wins: never when installed or not installable; nothing within 24 h
 * of the last dismissal; onboarding (high) right after onboarding on the first visit; engagement
 * (medium); main view (low) on '/'. "First visit" is a visit count of at most 1, so it holds
 * whether or not this visit was recorded before deciding.
 *
 * Issue 18 ("shows on every visit"): these are the spec's rules and stay as they are. What the spec
 * leaves open is what a visit is; recordVisit counts sessions (VISIT_GAP_MS), not page loads, so a
 * reload or a second tab is not a return: the main-view card needs a second session, Later keeps it
 * away for 24 h and the dismissal limits end it for good. The one card on a first visit is the spec's own
 * onboarding welcome, right after onboarding; without onboarding nothing shows on a first visit.
 */
export function decideInstallPrompt(input: InstallPromptInput): InstallDecision {
  const hidden = decision('none', 'low');
  if (input.installed || !input.hasInstallEvent) return hidden;
  const { visitCount, hasEngaged, dismissedCount, lastDismissed } = input.engagement;
  if (lastDismissed !== null && input.now - lastDismissed < DISMISS_QUIET_MS) return hidden;
  if (input.onboardingCompleted && visitCount <= 1) return decision('onboarding', 'high');
  if (hasEngaged && visitCount >= 3 && dismissedCount < 2) return decision('engagement', 'medium');
  if (isMainPath(input.path) && visitCount >= 2 && dismissedCount < 3) {
    return decision('mainview', 'low');
  }
  return hidden;
}

/** '/' only; an empty path is the root too, a query or hash does not change the screen. */
function isMainPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname === '/' || pathname === '';
}
