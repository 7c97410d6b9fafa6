// The install prompt's state machine (SPEC 4 "Install prompt"): captured browser event, installed flag and
// engagement data, with every input (storage, clock, display mode, onboarding flag) injected.
import {
  EMPTY_ENGAGEMENT,
  decideInstallPrompt,
  recordDismissal,
  recordEngagement,
  recordVisit,
  type InstallDecision,
  type InstallEngagement,
} from '@groeipad/domain';
import {
  clearEngagement,
  loadEngagement,
  saveEngagement,
  type KeyValueStorage,
  type Log,
} from './engagement-storage';

/** Chromium's BeforeInstallPromptEvent, not in the DOM typings. */
export type InstallPromptEvent = Event & {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
};

export type InstallPromptDeps = {
  storage: KeyValueStorage | null;
  now: () => number;
  isStandalone: () => boolean;
  onboardingCompleted: () => boolean;
  log: Log;
};

export type InstallPromptSnapshot = {
  engagement: InstallEngagement;
  installed: boolean;
  hasInstallEvent: boolean;
};

export type InstallPromptController = {
  /** Counts this app start as a visit; later calls do nothing. */
  recordVisit(): void;
  capture(event: InstallPromptEvent): void;
  markInstalled(): void;
  decide(path: string): InstallDecision;
  /** Later or the close cross. */
  dismiss(): void;
  /** Shows the browser dialog; true only when the user accepted. Never throws. */
  install(): Promise<boolean>;
  resetEngagement(): void;
  /** Arrow-typed so React's useSyncExternalStore can take them unbound. */
  snapshot: () => InstallPromptSnapshot;
  subscribe: (listener: () => void) => () => void;
};

export function createInstallPromptController(deps: InstallPromptDeps): InstallPromptController {
  let engagement = loadEngagement(deps.storage, deps.log);
  let deferred: InstallPromptEvent | null = null;
  let installed = false;
  let visitRecorded = false;
  const listeners = new Set<() => void>();
  const take = (): InstallPromptSnapshot => ({
    engagement,
    installed: installed || deps.isStandalone(),
    hasInstallEvent: deferred !== null,
  });
  let current = take();

  function changed(): void {
    current = take();
    listeners.forEach((listener) => listener());
  }
  function store(next: InstallEngagement): void {
    engagement = next;
    saveEngagement(deps.storage, engagement, deps.log);
  }

  return {
    recordVisit() {
      if (visitRecorded) return;
      visitRecorded = true;
      store(recordVisit(engagement, deps.now()));
      changed();
    },
    capture(event) {
      // Keep the browser's own mini-infobar away; the card offers the install instead.
      event.preventDefault();
      deferred = event;
      changed();
    },
    markInstalled() {
      installed = true;
      deferred = null;
      changed();
    },
    decide(path) {
      return decideInstallPrompt({
        installed: installed || deps.isStandalone(),
        hasInstallEvent: deferred !== null,
        path,
        onboardingCompleted: deps.onboardingCompleted(),
        engagement,
        now: deps.now(),
      });
    },
    dismiss() {
      store(recordDismissal(engagement, deps.now()));
      changed();
    },
    async install() {
      const event = deferred;
      if (!event) return false;
      try {
        await event.prompt();
        const choice = await event.userChoice;
        // A prompt can be shown once per event; the browser sends a fresh one when it may ask again.
        deferred = null;
        if (choice.outcome === 'accepted') {
          store(recordEngagement(engagement));
          installed = true;
        } else {
          store(recordDismissal(engagement, deps.now()));
        }
        changed();
        return choice.outcome === 'accepted';
      } catch (error) {
        deps.log('Install attempt failed', error);
        return false;
      }
    },
    resetEngagement() {
      clearEngagement(deps.storage, deps.log);
      engagement = EMPTY_ENGAGEMENT;
      changed();
    },
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
