import { DAY_MS, RECHECK_DELAY_MS, installPromptMessages } from '@groeipad/domain';
import { describe, expect, it, vi } from 'vitest';
import { ENGAGEMENT_STORAGE_KEY, type KeyValueStorage } from './engagement-storage';
import {
  createInstallPromptController,
  type InstallPromptDeps,
  type InstallPromptEvent,
} from './install-prompt-controller';

const T0 = 1_700_000_000_000;

function setup(stored?: object, overrides: Partial<InstallPromptDeps> = {}) {
  const data = new Map<string, string>();
  if (stored) data.set(ENGAGEMENT_STORAGE_KEY, JSON.stringify(stored));
  const storage: KeyValueStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
  const clock = { now: T0 };
  const log = vi.fn();
  const controller = createInstallPromptController({
    storage,
    now: () => clock.now,
    isStandalone: () => false,
    onboardingCompleted: () => false,
    log,
    ...overrides,
  });
  const saved = () => JSON.parse(data.get(ENGAGEMENT_STORAGE_KEY) ?? 'null') as unknown;
  return { controller, clock, log, saved };
}

type Outcome = 'accepted' | 'dismissed';

function installEvent(outcome: Outcome | Error = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as InstallPromptEvent;
  const prompt = vi.fn(() =>
    outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(),
  );
  Object.assign(event, {
    prompt,
    userChoice: Promise.resolve({ outcome: outcome instanceof Error ? 'dismissed' : outcome }),
  });
  return { event, prompt };
}

const twoVisits = { visitCount: 1, lastVisit: T0 - DAY_MS, hasEngaged: false, dismissedCount: 0 };

describe('install prompt controller', () => {
  it('records one visit per app start, whatever the number of calls', () => {
    const { controller, saved } = setup(twoVisits);
    controller.recordVisit();
    controller.recordVisit();
    expect(saved()).toMatchObject({ visitCount: 2, lastVisit: T0 });
  });

  it('stays hidden until the browser install event is captured, and prevents its own infobar', () => {
    const { controller } = setup(twoVisits);
    controller.recordVisit();
    expect(controller.decide('/').show).toBe(false);
    const { event } = installEvent();
    controller.capture(event);
    expect(event.defaultPrevented).toBe(true);
    expect(controller.decide('/')).toEqual({
      show: true,
      context: 'mainview',
      message: installPromptMessages.mainview,
      priority: 'low',
    });
    expect(controller.decide('/chat').show).toBe(false);
  });

  it('never shows when the app runs standalone or after the installed event', () => {
    const standalone = setup(twoVisits, { isStandalone: () => true }).controller;
    standalone.recordVisit();
    standalone.capture(installEvent().event);
    expect(standalone.decide('/').show).toBe(false);
    expect(standalone.snapshot().installed).toBe(true);

    const { controller } = setup(twoVisits);
    controller.recordVisit();
    controller.capture(installEvent().event);
    controller.markInstalled();
    expect(controller.decide('/').show).toBe(false);
  });

  it('offers the onboarding context on the first visit after onboarding', () => {
    const { controller } = setup(undefined, { onboardingCompleted: () => true });
    controller.recordVisit();
    controller.capture(installEvent().event);
    expect(controller.decide('/chat')).toMatchObject({ context: 'onboarding', priority: 'high' });
  });

  it('a reload within 30 minutes is the same visit, so the main-view card (2+ visits) stays away', () => {
    const first = setup(undefined);
    first.controller.recordVisit();
    const stored = first.saved();
    // Five minutes later the page reloads: a new controller over the same storage.
    const { controller, clock, saved } = setup(stored as object);
    clock.now = T0 + 5 * 60_000;
    controller.recordVisit();
    controller.capture(installEvent().event);
    expect(saved()).toMatchObject({ visitCount: 1 });
    expect(controller.decide('/')).toMatchObject({ show: false, context: 'none' });
  });

  it('dismissing counts, records the time and keeps it quiet for exactly 24 hours', () => {
    const { controller, clock, saved } = setup(twoVisits);
    controller.recordVisit();
    controller.capture(installEvent().event);
    controller.dismiss();
    expect(saved()).toMatchObject({ dismissedCount: 1, lastDismissed: T0 });
    clock.now = T0 + DAY_MS - 1;
    expect(controller.decide('/').show).toBe(false);
    clock.now = T0 + DAY_MS;
    expect(controller.decide('/').show).toBe(true);
  });

  it('accepting counts as engagement and hides the card; install returns true', async () => {
    const { controller, saved } = setup(twoVisits);
    controller.recordVisit();
    const { event, prompt } = installEvent('accepted');
    controller.capture(event);
    await expect(controller.install()).resolves.toBe(true);
    expect(prompt).toHaveBeenCalledOnce();
    expect(saved()).toMatchObject({ hasEngaged: true, dismissedCount: 0 });
    expect(controller.decide('/').show).toBe(false);
  });

  it('refusing the browser dialog counts as a dismissal and returns false', async () => {
    const { controller, saved } = setup(twoVisits);
    controller.recordVisit();
    controller.capture(installEvent('dismissed').event);
    await expect(controller.install()).resolves.toBe(false);
    expect(saved()).toMatchObject({ hasEngaged: false, dismissedCount: 1, lastDismissed: T0 });
  });

  it('a failed attempt returns false, is logged and leaves the card usable', async () => {
    const { controller, log } = setup(twoVisits);
    controller.recordVisit();
    controller.capture(installEvent(new Error('not allowed')).event);
    await expect(controller.install()).resolves.toBe(false);
    expect(log).toHaveBeenCalledWith('Install attempt failed', new Error('not allowed'));
    expect(controller.decide('/').show).toBe(true);
  });

  it('install without a captured event returns false', async () => {
    await expect(setup().controller.install()).resolves.toBe(false);
  });

  it('notifies subscribers on every change and resets the engagement data', () => {
    const { controller, saved } = setup(twoVisits);
    const listener = vi.fn();
    controller.subscribe(listener);
    controller.recordVisit();
    controller.capture(installEvent().event);
    controller.dismiss();
    expect(listener).toHaveBeenCalledTimes(3);
    controller.resetEngagement();
    expect(saved()).toBeNull();
    expect(controller.snapshot().engagement.visitCount).toBe(0);
  });

  it('keeps working in memory when storage throws, logging each failure', () => {
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => undefined,
    };
    const { controller, log } = setup(undefined, { storage: throwing });
    controller.recordVisit();
    expect(controller.snapshot().engagement.visitCount).toBe(1);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('re-checks after the spec delay', () => {
    expect(RECHECK_DELAY_MS).toBe(1000);
  });
});
