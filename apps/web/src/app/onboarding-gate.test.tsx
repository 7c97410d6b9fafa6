import { createI18n } from '@groeipad/i18n';
import { isOnboarded, openGroeipadDb, type OpenGroeipadDbResult } from '@groeipad/local-db';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { completeOnboarding } from '../features/onboarding/onboarding-status';
import { DatabaseContext } from '../lib/database-context';
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
  const i18n = createI18n({ lng: 'nl', storage: null, languages: [], root: null });
  const router = createMemoryRouter(
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
    { initialEntries: [path] },
  );
  render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <DatabaseContext.Provider value={opened}>
          <RouterProvider router={router} />
        </DatabaseContext.Provider>
      </I18nextProvider>
    </MantineProvider>,
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

  it('completes onboarding on step 5 and opens the gated routes without a reload', async () => {
    const router = renderAt('/onboarding/step-5');
    fireEvent.click(await screen.findByRole('button', { name: 'Beginnen' }));
    expect(await screen.findByText('home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(await isOnboarded(opened.db)).toBe(true);
    expect(localStorage.getItem('onboarding_completed')).toBe('true');

    await router.navigate('/chat');
    expect(await screen.findByText('chat')).toBeTruthy();
    await router.navigate('/onboarding/step-2');
    expect(await screen.findByText('home')).toBeTruthy();
  });

  it('lets an onboarded user in and keeps them out of onboarding', async () => {
    await completeOnboarding(opened.db, { now: 1, userId: 'u-1', storage: undefined });
    const router = renderAt('/onboarding/step-3');
    expect(await screen.findByText('home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
