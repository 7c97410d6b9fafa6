import type { GroeipadDb } from '@groeipad/local-db';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useNavigate, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { submitPersonal } from './onboarding-actions';
import { OnboardingRunner } from './onboarding-runner';
import { onboardingStepPath, parseOnboardingStep } from './onboarding-steps';
import { createOnboardingStore } from './onboarding-store';
import {
  ANNA,
  NOW,
  freshDraft,
  openOnboardingDb,
  tableCounts,
} from '../../testing/features/onboarding-db';

let db: GroeipadDb;

beforeEach(async () => {
  db = await openOnboardingDb('onboarding-flow-screen-test');
});
afterEach(() => db.close());

/** The same wiring as app/routes-onboarding.tsx, without the gate. */
function StepRoute() {
  const step = parseOnboardingStep(useParams().step) ?? 1;
  const navigate = useNavigate();
  return (
    <OnboardingRunner
      db={db}
      storage={undefined}
      step={step}
      navigate={(to, { replace }) => void navigate(onboardingStepPath(to), { replace })}
      onCompleted={() => undefined}
    />
  );
}

function renderAt(path: string) {
  return renderApp([{ path: '/onboarding/:step', element: <StepRoute /> }], { path });
}

describe('the onboarding flow screen', () => {
  it('resumes a saved onboarding at its step, whatever step the address names', async () => {
    const store = createOnboardingStore(db, () => NOW);
    await submitPersonal(store, freshDraft(), { ...ANNA, knowsType: true, knownType: 'ESTP' });
    const { router } = renderAt('/onboarding/step-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welzijnscheck' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboarding/step-3');

    // A later step than reached goes back to the current one.
    await router.navigate('/onboarding/step-5');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/step-3'));
    // Going back is allowed and keeps the answers.
    await router.navigate('/onboarding/step-1');
    expect(await screen.findByLabelText(/Naam/, undefined, { timeout: 5000 })).toHaveProperty(
      'value',
      'Anna de Vries',
    );
  });

  it('shows the field messages and writes nothing for an invalid step 1', async () => {
    renderAt('/onboarding/step-1');
    fireEvent.change(await screen.findByLabelText(/Naam/, undefined, { timeout: 5000 }), {
      target: { value: 'Bo' },
    });
    fireEvent.change(screen.getByLabelText(/E-mailadres/), { target: { value: 'bo@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByText(/Dit is geen geldig e-mailadres/)).toBeTruthy();
    expect(await tableCounts(db)).toEqual({
      onboarding_states: 0,
      users: 0,
      mbti_profiles: 0,
      wellness_assessments: 0,
      settings: 0,
    });
  });

  it("names the 'I know my type' checkbox in its own words when no type is chosen", async () => {
    renderAt('/onboarding/step-1');
    fireEvent.change(await screen.findByLabelText(/Naam/, undefined, { timeout: 5000 }), {
      target: { value: 'Bo' },
    });
    const checkbox = screen.getByRole('checkbox', { name: /Ik ken mijn MBTI-type al/ });
    fireEvent.click(checkbox);
    fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(
      await screen.findByText(
        'Kies je type, of vink ‘Ik ken mijn MBTI-type al’ uit om de test te doen.',
      ),
    ).toBeTruthy();
  });

  it('step 1 finds a time zone by city with its local time, as the profile does, and stores its id', async () => {
    renderAt('/onboarding/step-1');
    fireEvent.change(await screen.findByLabelText(/Naam/, undefined, { timeout: 5000 }), {
      target: { value: 'Bo' },
    });
    const field = screen.getByRole('combobox', { name: 'Tijdzone' });
    field.focus();
    fireEvent.click(field);
    fireEvent.change(field, { target: { value: 'tokyo' } });
    const listbox = await screen.findByRole('listbox', { hidden: true });
    fireEvent.click(
      within(listbox).getByRole('option', { name: /^Tokyo \(\d\d:\d\d\)$/, hidden: true }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    await screen.findByRole(
      'heading',
      { level: 1, name: 'MBTI-persoonlijkheidstest' },
      { timeout: 5000 },
    );
    const states = await db.table<{ user_data: string }>('onboarding_states').toArray();
    const userData = JSON.parse(states[0]?.user_data ?? '{}') as { timezone?: string };
    expect(userData.timezone).toBe('Asia/Tokyo');
  });
});
