// Runs the onboarding flow on a given database and browser storage: the app's own, or the simulator's.
import { currentLanguage } from '@groeipad/i18n';
import type { GroeipadDb } from '@groeipad/local-db';
import { useComputedColorScheme } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyDraft, type OnboardingDraft } from './onboarding-draft';
import { OnboardingFlow } from './onboarding-flow';
import { completeOnboarding } from './onboarding-status';
import type { OnboardingStepNumber } from './onboarding-steps';
import { createOnboardingStore } from './onboarding-store';
import { browserTimeZone } from '../../components/time-zone/time-zones';

export type OnboardingRunnerProps = {
  db: GroeipadDb;
  /** Where the completed flag and user data go (localStorage, or a stand-in in the simulator). */
  storage: Storage | undefined;
  step: OnboardingStepNumber;
  navigate: (step: OnboardingStepNumber, options: { replace: boolean }) => void;
  /** Called after everything is stored. */
  onCompleted: (draft: OnboardingDraft) => void;
  /** 2 where the page has its own <h1> (the simulator). */
  headingOrder?: 1 | 2;
};

export function OnboardingRunner({
  db,
  storage,
  step,
  navigate,
  onCompleted,
  headingOrder,
}: OnboardingRunnerProps) {
  const { i18n } = useTranslation();
  const dark = useComputedColorScheme('light') === 'dark';
  const store = useMemo(() => createOnboardingStore(db), [db]);
  // Made once per visit; used only when nothing was saved before.
  const [defaults] = useState(() =>
    emptyDraft(crypto.randomUUID(), currentLanguage(i18n), browserTimeZone()),
  );
  const complete = useCallback(
    async (draft: OnboardingDraft) => {
      await completeOnboarding(db, {
        now: Date.now(),
        userId: draft.userId,
        storage,
        draft,
        darkMode: dark,
      });
      onCompleted(draft);
    },
    [db, storage, dark, onCompleted],
  );
  return (
    <OnboardingFlow
      store={store}
      step={step}
      navigate={navigate}
      complete={complete}
      defaults={defaults}
      headingOrder={headingOrder}
    />
  );
}
