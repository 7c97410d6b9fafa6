// Route adapter for /onboarding/:step: a bad step goes to step-1; finishing opens the gate and goes home.
import { Navigate, useNavigate, useParams } from 'react-router';
import { OnboardingStepScreen } from '../features/onboarding/onboarding-step-screen';
import { onboardingStepPath, parseOnboardingStep } from '../features/onboarding/onboarding-steps';
import { useOnboardingGate } from './onboarding-gate';

export function OnboardingStepRoute() {
  const { step: segment } = useParams();
  const step = parseOnboardingStep(segment);
  const { markOnboarded } = useOnboardingGate();
  const navigate = useNavigate();
  if (!step) return <Navigate to={onboardingStepPath(1)} replace />;
  return (
    <OnboardingStepScreen
      key={step}
      step={step}
      onCompleted={() => {
        markOnboarded();
        void navigate('/', { replace: true });
      }}
    />
  );
}
