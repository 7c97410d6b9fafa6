// The router: the onboarding gate around the layout, then every route of the route table, each code-split.
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '../components/app-layout';
import { RouteLoading } from '../components/loading-screen';
import { RootErrorScreen } from '../components/root-error-screen';
import { onboardingStepPath } from '../features/onboarding/onboarding-steps';
import { OnboardingGate, RequireNotOnboarded, RequireOnboarded } from './onboarding-gate';
import { allTexts, lazyRoutes, type LazyRoute } from './routes';

/**
 * Shown in the main area while the first screen's code loads. Without it react-router renders nothing
 * and warns "No HydrateFallback element"; on the lazy route itself, the gate and layout render meanwhile.
 */
const hydrateFallbackElement = <RouteLoading />;

function toRoute(entry: LazyRoute): RouteObject {
  return {
    path: entry.path,
    hydrateFallbackElement,
    lazy: async () => ({ Component: await entry.load() }),
  };
}

const onboardingRoutes: RouteObject = {
  path: '/onboarding',
  element: <RequireNotOnboarded />,
  children: [
    { index: true, element: <Navigate to={onboardingStepPath(1)} replace /> },
    {
      path: ':step',
      hydrateFallbackElement,
      lazy: async () => {
        // Onboarding's texts are in the language's second chunk (decision 022).
        const [{ OnboardingStepRoute }] = await Promise.all([
          import('./routes-onboarding'),
          allTexts(),
        ]);
        return { Component: OnboardingStepRoute };
      },
    },
    { path: '*', element: <Navigate to={onboardingStepPath(1)} replace /> },
  ],
};

export const appRoutes: RouteObject[] = [
  {
    element: <OnboardingGate />,
    errorElement: <RootErrorScreen />,
    children: [
      {
        element: <AppLayout />,
        children: [
          ...lazyRoutes.filter((entry) => !entry.gated).map(toRoute),
          onboardingRoutes,
          {
            element: <RequireOnboarded />,
            children: lazyRoutes.filter((e) => e.gated).map(toRoute),
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(appRoutes);
