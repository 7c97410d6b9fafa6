// The onboarding gate: checks once at start whether onboarding is done (loading view meanwhile) and keeps the answer
// in context, so completing onboarding opens the gated routes without a reload.
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { checkOnboarded } from '../features/onboarding/onboarding-status';
import { onboardingStepPath } from '../features/onboarding/onboarding-steps';
import { useDatabase } from '../lib/database-context';

export type OnboardingGateValue = { onboarded: boolean; markOnboarded: () => void };

const OnboardingGateContext = createContext<OnboardingGateValue | null>(null);

export function useOnboardingGate(): OnboardingGateValue {
  const value = useContext(OnboardingGateContext);
  if (!value) throw new Error('useOnboardingGate must be used inside <OnboardingGate>');
  return value;
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Root route element: the loading view until the check answers, then the routes below it. */
export function OnboardingGate() {
  const { db, storage } = useDatabase();
  const inMemory = storage.mode === 'memory';
  const [onboarded, setOnboarded] = useState<boolean | null>(null);

  useEffect(() => {
    let cancelled = false;
    void checkOnboarded(db, browserStorage(), { inMemory }).then((done) => {
      if (!cancelled) setOnboarded(done);
    });
    return () => {
      cancelled = true;
    };
  }, [db, inMemory]);

  const markOnboarded = useCallback(() => setOnboarded(true), []);
  const value = useMemo(
    () => (onboarded === null ? null : { onboarded, markOnboarded }),
    [onboarded, markOnboarded],
  );

  if (!value) return <LoadingScreen />;
  return (
    <OnboardingGateContext.Provider value={value}>
      <Outlet />
    </OnboardingGateContext.Provider>
  );
}

/** Layout route of the gated screens: not onboarded means onboarding first. */
export function RequireOnboarded() {
  const { onboarded } = useOnboardingGate();
  return onboarded ? <Outlet /> : <Navigate to={onboardingStepPath(1)} replace />;
}

/** Layout route of /onboarding/*: an onboarded user has nothing to do there. */
export function RequireNotOnboarded() {
  const { onboarded } = useOnboardingGate();
  return onboarded ? <Navigate to="/" replace /> : <Outlet />;
}
