import { isOnboarded, openGroeipadDb, type OpenGroeipadDbResult } from '@groeipad/local-db';
import { screen } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { completeOnboarding } from '../features/onboarding/onboarding-status';
import { renderApp } from '../testing/render-app';
import { OnboardingGate, RequireNotOnboarded, RequireOnboarded } from './onboarding-gate';
import { OnboardingStepRoute } from './routes-onboarding';

let opened: OpenGroeipadDbResult;

beforeEach(async () => {
  localStorage.clear();
  opened = await openGroeipadDb({
    indexedDB: new IDBFactory(),
    IDBKeyRange,
    name: 'gate-test',
    requestPersistence: false,
  });
});

afterEach(() => opened.db.close());

function renderAt(path: string) {
  const { router } = renderApp(
    [
      {
        element: <OnboardingGate />,
        children: [
          {
            path: '/onboarding',
            element: <RequireNotOnboarded />,
            children: [{ path: ':step', element: <OnboardingStepRoute /> }],
          },
          {
            element: <RequireOnboarded />,
            children: [
              { path: '/', element: <p>home</p> },
              { path: '/chat', element: <p>chat</p> },
            ],
          },
        ],
      },
    ],
    { path, database: opened },
  );
  return router;
}

describe('onboarding gate', () => {
  it('shows the loading view while checking, then sends a new user to step 1', async () => {
    const router = renderAt('/chat');
    expect(screen.getByText('Laden van je persoonlijke AI coach...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Persoonlijke informatie' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboarding/step-1');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a bad step to step 1', async () => {
    const router = renderAt('/onboarding/step-7');
    await screen.findByRole('heading', { name: 'Persoonlijke informatie' });
    expect(router.state.location.pathname).toBe('/onboarding/step-1');
  });

  it('sends a new user who jumps ahead to step 5 back to the step they reached', async () => {
    const router = renderAt('/onboarding/step-5');
    expect(await screen.findByRole('heading', { name: 'Persoonlijke informatie' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboarding/step-1');
    expect(await isOnboarded(opened.db)).toBe(false);
  });

  it('lets an onboarded user in and keeps them out of onboarding', async () => {
    await completeOnboarding(opened.db, { now: 1, userId: 'u-1', storage: undefined });
    const router = renderAt('/onboarding/step-3');
    expect(await screen.findByText('home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
