// Pure updaters of the install engagement data kept in browser storage, and its tolerant reader.
import { parseJsonObject } from './json';
import type { InstallEngagement } from './install-prompt';

export const EMPTY_ENGAGEMENT: InstallEngagement = {
  visitCount: 0,
  lastVisit: null,
  hasEngaged: false,
  dismissedCount: 0,
  lastDismissed: null,
};

export function recordVisit(data: InstallEngagement, now: number): InstallEngagement {
  return { ...data, visitCount: data.visitCount + 1, lastVisit: now };
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
