// The app's one install prompt controller, wired to the browser: localStorage, the clock, display mode,
// the onboarding flag and the beforeinstallprompt / appinstalled events.
import { browserStorage } from './engagement-storage';
import {
  createInstallPromptController,
  type InstallPromptController,
  type InstallPromptEvent,
} from './install-prompt-controller';

/** Written by the onboarding flow when it completes (SPEC 2). */
export const ONBOARDING_COMPLETED_KEY = 'onboarding_completed';

let instance: InstallPromptController | undefined;

export function isStandaloneDisplay(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return window.matchMedia('(display-mode: standalone)').matches || nav.standalone === true;
}

function onboardingCompleted(): boolean {
  try {
    return browserStorage()?.getItem(ONBOARDING_COMPLETED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * Created on first use, which is when the layout module loads at app start: that records the visit
 * once per start and listens before the browser's install event can fire.
 */
export function browserInstallPrompt(): InstallPromptController {
  if (instance) return instance;
  const controller = createInstallPromptController({
    storage: browserStorage(),
    now: () => Date.now(),
    isStandalone: isStandaloneDisplay,
    onboardingCompleted,
    log: (message, error) => console.error(message, error),
  });
  window.addEventListener('beforeinstallprompt', (event) =>
    controller.capture(event as InstallPromptEvent),
  );
  window.addEventListener('appinstalled', () => controller.markInstalled());
  controller.recordVisit();
  instance = controller;
  return controller;
}
