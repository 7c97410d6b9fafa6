// The coaching part of settings shows what onboarding step 4 stored and saves changes to the same records.
import { COACHING_SETTINGS } from '@groeipad/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { openTestDatabase } from '../../testing/database';
import { CoachingSection, storedGoals } from './coaching-section';

afterEach(cleanup);

const onboardingChoices = new Map([
  [COACHING_SETTINGS.frequency.key, 'daily'],
  [COACHING_SETTINGS.tone.key, 'direct'],
  [COACHING_SETTINGS.goals.key, '["stress_management"]'],
]);

async function renderSection(values: ReadonlyMap<string, string>) {
  const database = await openTestDatabase();
  const save = vi.fn(() => Promise.resolve(true));
  renderApp(<CoachingSection values={values} save={save} />, { database });
  const section = screen.getByRole('region', { name: 'Coaching' });
  return { database, save, section };
}

describe('CoachingSection', () => {
  it('shows the frequency, tone and goals chosen in onboarding', async () => {
    const { database, section } = await renderSection(onboardingChoices);
    expect(within(section).getByLabelText('Hoe vaak wil je van je coach horen?')).toHaveProperty(
      'value',
      'daily',
    );
    expect(within(section).getByLabelText('Welke toon past bij jou?')).toHaveProperty(
      'value',
      'direct',
    );
    expect(
      within(section).getByRole('checkbox', { name: 'Beter omgaan met stress' }),
    ).toHaveProperty('checked', true);
    expect(within(section).getByRole('checkbox', { name: 'Mijn doelen bereiken' })).toHaveProperty(
      'checked',
      false,
    );
    database.db.close();
  });

  it('saves a new frequency and goal to the records onboarding wrote', async () => {
    const { database, save, section } = await renderSection(onboardingChoices);
    fireEvent.change(within(section).getByLabelText('Hoe vaak wil je van je coach horen?'), {
      target: { value: 'as_needed' },
    });
    expect(save).toHaveBeenCalledWith(COACHING_SETTINGS.frequency, 'as_needed');
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Mijn doelen bereiken' }));
    expect(save).toHaveBeenCalledWith(
      COACHING_SETTINGS.goals,
      '["stress_management","goal_achievement"]',
    );
    database.db.close();
  });

  it('refuses to clear every goal, says why and saves nothing', async () => {
    const { database, save, section } = await renderSection(onboardingChoices);
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Beter omgaan met stress' }));
    expect(
      await within(section).findByText('Kies minstens één doel. Er is niets gewijzigd.'),
    ).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    database.db.close();
  });
});

describe('storedGoals', () => {
  it('keeps known goals and ignores a broken record', () => {
    expect(storedGoals('["goal_achievement","nonsense"]')).toEqual(['goal_achievement']);
    expect(storedGoals('{')).toEqual([]);
    expect(storedGoals(undefined)).toEqual([]);
  });
});
