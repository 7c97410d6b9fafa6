// The app's install prompt controller as React state: its snapshot and the decision for a path, re-checked
// RECHECK_DELAY_MS after each route change (SPEC 4, 9).
import { RECHECK_DELAY_MS, type InstallDecision } from '@groeipad/domain';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { browserInstallPrompt } from './browser-install-prompt';
import type { InstallPromptController, InstallPromptSnapshot } from './install-prompt-controller';

export function useInstallPromptSnapshot(
  controller: InstallPromptController = browserInstallPrompt(),
): InstallPromptSnapshot {
  return useSyncExternalStore(controller.subscribe, controller.snapshot);
}

/**
 * Decided during render, so a route change re-evaluates at once; the timer re-renders once more after
 * RECHECK_DELAY_MS, when the new screen (and maybe the browser's install event) has settled.
 */
export function useInstallDecision(
  path: string,
  controller: InstallPromptController = browserInstallPrompt(),
): InstallDecision {
  useInstallPromptSnapshot(controller);
  const [, setRecheck] = useState(0);
  useEffect(() => {
    const timer = window.setTimeout(() => setRecheck((n) => n + 1), RECHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [path]);
  return controller.decide(path);
}
