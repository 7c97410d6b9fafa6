// Pure updaters of the install engagement data kept in browser storage, and its tolerant reader.
import { parseJsonObject } from './json';
import type { InstallEngagement } from './install-prompt';
import { MINUTE_MS } from './time';

export const EMPTY_ENGAGEMENT: InstallEngagement = {
  visitCount: 0,
  lastVisit: null,
  hasEngaged: false,
  dismissedCount: 0,
  lastDismissed: null,
};

/**
 * A visit is a session, not a page load: an app start within this long of the last one (a reload, a
 * second tab, the phone waking the page) continues the same visit. The spec counts visits but does not
 * say what one is; counting every load made the main-view card (2+ visits) appear on the first reload,
 * right after the onboarding card, and on practically every visit after that. 30 minutes is the
 * usual web-analytics session gap.
 */
export const VISIT_GAP_MS = 30 * MINUTE_MS;

/** Counts a new visit after VISIT_GAP_MS of quiet; otherwise only moves lastVisit on. */
export function recordVisit(data: InstallEngagement, now: number): InstallEngagement {
  const sameVisit =
    data.lastVisit !== null && now >= data.lastVisit && now - data.lastVisit < VISIT_GAP_MS;
  return { ...data, visitCount: sameVisit ? data.visitCount : data.visitCount + 1, lastVisit: now };
}

/** Later, the cross, or refusing the browser dialog. */
export function recordDismissal(data: InstallEngagement, now: number): InstallEngagement {
  return { ...data, dismissedCount: data.dismissedCount + 1, lastDismissed: now };
}

/** Accepting the install counts as engagement. */
export function recordEngagement(data: InstallEngagement): InstallEngagement {
  return { ...data, hasEngaged: true };
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

function time(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Reads stored JSON; missing, broken or wrongly typed fields fall back to the empty values. */
export function parseEngagement(text: string | null | undefined): InstallEngagement {
  const raw = parseJsonObject(text);
  return {
    visitCount: count(raw.visitCount),
    lastVisit: time(raw.lastVisit),
    hasEngaged: raw.hasEngaged === true,
    dismissedCount: count(raw.dismissedCount),
    lastDismissed: time(raw.lastDismissed),
  };
}
