// Route adapters: /onboarding/:step runs the flow on the app's database (a bad step goes to step-1, finishing
// opens the gate and goes home); /onboarding-simulator runs the same flow on a throw-away database.
import { useCallback } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { OnboardingRunner } from '../features/onboarding/onboarding-runner';
import {
  onboardingStepPath,
  parseOnboardingStep,
  type OnboardingStepNumber,
} from '../features/onboarding/onboarding-steps';
import { OnboardingSimulatorScreen } from '../features/onboarding-simulator/onboarding-simulator-screen';
import { useDatabase } from '../lib/database-context';
import { useOnboardingGate } from './onboarding-gate';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function OnboardingStepRoute() {
  const { step: segment } = useParams();
  const step = parseOnboardingStep(segment);
  const { markOnboarded } = useOnboardingGate();
  const { db } = useDatabase();
  const navigate = useNavigate();
  const goTo = useCallback(
    (to: OnboardingStepNumber, { replace }: { replace: boolean }) =>
      void navigate(onboardingStepPath(to), { replace }),
    [navigate],
  );
  const done = useCallback(() => {
    markOnboarded();
    void navigate('/', { replace: true });
  }, [markOnboarded, navigate]);
  if (!step) return <Navigate to={onboardingStepPath(1)} replace />;
  return (
    <OnboardingRunner
      db={db}
      storage={browserStorage()}
      step={step}
      navigate={goTo}
      onCompleted={done}
    />
  );
}

export function OnboardingSimulatorRoute() {
  return <OnboardingSimulatorScreen renderFlow={(props) => <OnboardingRunner {...props} />} />;
}
