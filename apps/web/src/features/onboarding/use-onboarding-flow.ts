// Holds the draft of the running onboarding: loads it once, applies changes in order and saves each one.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Outcome } from './onboarding-actions';
import type { OnboardingDraft } from './onboarding-draft';
import type { OnboardingStepNumber } from './onboarding-steps';
import type { OnboardingStore } from './onboarding-store';

export type FlowState =
  | { status: 'loading' }
  | { status: 'failed' }
  /** resumeAt: the step a new visit returns to, until the flow has shown it. */
  | { status: 'ready'; draft: OnboardingDraft; resumeAt?: OnboardingStepNumber };

export type OnboardingFlow = {
  state: FlowState;
  /** A save failed; the answers stay on screen and the next save tries again. */
  saveFailed: boolean;
  /** Changes the draft at once and saves it (after the saves before it). */
  change: (update: (draft: OnboardingDraft) => OnboardingDraft) => Promise<void>;
  /** Runs a step's action after the pending saves; a valid outcome becomes the draft. */
  run: <E>(action: (draft: OnboardingDraft) => Promise<Outcome<E>>) => Promise<Outcome<E>>;
  /** The resumed step is on screen; from now on the address decides. */
  resumed: () => void;
};

export function useOnboardingFlow(
  store: OnboardingStore,
  defaults: OnboardingDraft,
): OnboardingFlow {
  const [state, setState] = useState<FlowState>({ status: 'loading' });
  const [saveFailed, setSaveStateFailed] = useState(false);
  // A save still queued when the screen closes runs to the end (nothing typed is lost), but tells no
  // screen: after unmount (or a test's teardown) there is none to tell.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const setSaveFailed = useCallback((failed: boolean) => {
    if (mounted.current) setSaveStateFailed(failed);
  }, []);
  const latest = useRef<OnboardingDraft | undefined>(undefined);
  // Saves run one after another, each with the newest draft, so a later answer is never overwritten.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const defaultsRef = useRef(defaults);

  useEffect(() => {
    let cancelled = false;
    store.load(defaultsRef.current).then(
      (loaded) => {
        if (cancelled) return;
        latest.current = loaded ?? defaultsRef.current;
        setState({ status: 'ready', draft: latest.current, resumeAt: latest.current.currentStep });
      },
      (error: unknown) => {
        console.error('Could not read the saved onboarding', error);
        if (!cancelled) setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [store]);

  const show = useCallback((draft: OnboardingDraft) => {
    latest.current = draft;
    if (mounted.current) setState({ status: 'ready', draft });
  }, []);

  const change = useCallback(
    (update: (draft: OnboardingDraft) => OnboardingDraft) => {
      if (!latest.current) return Promise.resolve();
      show(update(latest.current));
      // Before step 1 is valid there is no record, and nothing may be written.
      if (latest.current.recordId === undefined) return Promise.resolve();
      const saving = queue.current.then(async () => {
        const current = latest.current;
        if (!current) return;
        try {
          await store.save(current);
          setSaveFailed(false);
        } catch (error) {
          console.error('Saving the onboarding failed', error);
          setSaveFailed(true);
        }
      });
      queue.current = saving;
      return saving;
    },
    [show, store, setSaveFailed],
  );

  const run = useCallback(
    <E>(action: (draft: OnboardingDraft) => Promise<Outcome<E>>): Promise<Outcome<E>> => {
      const running = queue.current.then(async () => {
        const current = latest.current;
        if (!current) throw new Error('The onboarding is not loaded yet');
        try {
          const outcome = await action(current);
          setSaveFailed(false);
          // The step's controls are disabled while it runs, so its result is the newest draft.
          if (outcome.ok) show(outcome.draft);
          return outcome;
        } catch (error) {
          console.error('Saving the onboarding step failed', error);
          setSaveFailed(true);
          throw error;
        }
      });
      queue.current = running.catch(() => undefined);
      return running;
    },
    [show, setSaveFailed],
  );

  const resumed = useCallback(() => {
    setState((current) =>
      current.status === 'ready' && current.resumeAt !== undefined
        ? { status: 'ready', draft: current.draft }
        : current,
    );
  }, []);

  return { state, saveFailed, change, run, resumed };
}
