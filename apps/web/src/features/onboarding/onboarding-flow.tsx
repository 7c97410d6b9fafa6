// The whole onboarding: loads the saved draft, keeps the shown step allowed, and wires each step to its action.
// The real flow and the simulator both render this, each with its own store and navigation.
import { namespaces } from '@groeipad/i18n';
import { Alert, Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CoachingStep } from './coaching-step';
import { CompleteStep } from './complete-step';
import {
  submitCoaching,
  submitPersonal,
  submitTest,
  submitWellness,
  withTestAnswer,
  withTestLength,
  withWellnessAnswer,
} from './onboarding-actions';
import { resolveStep, type OnboardingDraft } from './onboarding-draft';
import { OnboardingStepFrame } from './onboarding-step-frame';
import type { OnboardingStepNumber } from './onboarding-steps';
import type { OnboardingStore } from './onboarding-store';
import { PersonalityStep } from './personality-step';
import { PersonalStep } from './personal-step';
import { useOnboardingFlow } from './use-onboarding-flow';
import { WellnessStep } from './wellness-step';

export type OnboardingFlowProps = {
  store: OnboardingStore;
  /** The step the address (or the simulator) asks for. */
  step: OnboardingStepNumber;
  navigate: (step: OnboardingStepNumber, options: { replace: boolean }) => void;
  /** Stores the finished onboarding and leaves the flow; a rejection shows the save error. */
  complete: (draft: OnboardingDraft) => Promise<void>;
  /** A fresh draft for someone who has not started yet. */
  defaults: OnboardingDraft;
  /** 2 where the page has its own <h1> (the simulator). */
  headingOrder?: 1 | 2;
};

export function OnboardingFlow(props: OnboardingFlowProps) {
  const { store, step, navigate, complete, defaults, headingOrder } = props;
  const { t } = useTranslation(namespaces);
  const flow = useOnboardingFlow(store, defaults);
  const ready = flow.state.status === 'ready' ? flow.state : undefined;
  const draft = ready?.draft;
  const shown = draft ? (ready.resumeAt ?? resolveStep(draft, step)) : step;
  const { change, resumed } = flow;

  useEffect(() => {
    if (!draft) return;
    if (shown !== step) navigate(shown, { replace: true });
    else if (ready.resumeAt !== undefined) resumed();
    // Remember where the user is, so a reload or a new visit comes back here.
    else if (draft.currentStep !== shown && draft.recordId !== undefined) {
      void change((current) => ({ ...current, currentStep: shown }));
    }
  }, [draft, ready, shown, step, navigate, change, resumed]);

  if (flow.state.status === 'loading') {
    return (
      <Center mih={240}>
        <Loader role="status" aria-label={t('onboarding:flow.loading')} />
      </Center>
    );
  }
  if (!draft) {
    return (
      <Alert color="red" role="alert">
        {t('onboarding:flow.loadFailed')}
      </Alert>
    );
  }

  const go = (to: OnboardingStepNumber) => navigate(to, { replace: false });
  const frame = (children: React.ReactNode) => (
    <OnboardingStepFrame step={shown} saveFailed={flow.saveFailed} headingOrder={headingOrder}>
      {children}
    </OnboardingStepFrame>
  );

  switch (shown) {
    case 1:
      return frame(
        <PersonalStep
          draft={draft}
          onSubmit={async (values) => {
            const outcome = await flow.run((current) => submitPersonal(store, current, values));
            if (!outcome.ok) return outcome.errors;
            go(outcome.next);
            return undefined;
          }}
        />,
      );
    case 2:
      return frame(
        <PersonalityStep
          draft={draft}
          onAnswer={(id, value) => void change((current) => withTestAnswer(current, id, value))}
          onLength={(length) => void change((current) => withTestLength(current, length))}
          onSubmit={async () => {
            const outcome = await flow.run((current) => submitTest(store, current));
            return outcome.ok ? undefined : outcome.errors.missing;
          }}
          onBack={() => go(1)}
          onContinue={() => go(3)}
        />,
      );
    case 3:
      return frame(
        <WellnessStep
          draft={draft}
          store={store}
          onAnswer={(id, value) => void change((current) => withWellnessAnswer(current, id, value))}
          onEncryptionChanged={() => void change((current) => current)}
          onSubmit={async () => {
            const outcome = await flow.run((current) => submitWellness(store, current));
            return outcome.ok ? undefined : outcome.errors.missing;
          }}
          onBack={() => go(draft.personal.knowsType ? 1 : 2)}
          onContinue={() => go(4)}
        />,
      );
    case 4:
      return frame(
        <CoachingStep
          draft={draft}
          onSubmit={async (values) => {
            const outcome = await flow.run((current) => submitCoaching(store, current, values));
            if (!outcome.ok) return outcome.errors;
            go(outcome.next);
            return undefined;
          }}
          onBack={() => go(3)}
        />,
      );
    case 5:
      return frame(
        <CompleteStep
          draft={draft}
          onEdit={go}
          onBack={() => go(4)}
          onStart={() => complete(draft)}
        />,
      );
  }
}
